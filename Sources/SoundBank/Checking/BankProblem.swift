/// One thing wrong with a bank, named by file (and line and key where known), for a teacher at a terminal.
public struct BankProblem: Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The bank is wrong: something will not play or a game would be wrong.
        case error
        /// It plays, but sounds worse than it should.
        case warning
    }

    /// What kind of problem, for tests and tools.
    public enum Kind: String, Sendable, Hashable {
        case syntax, unknownKey, missingKey, wrongType, invalidValue, duplicateKey, badReference, syllableCount
        case missingFile, unreadableFile, emptyClip, silence, clipping, loudness
    }

    /// How bad it is.
    public var severity: Severity
    /// What kind of problem.
    public var kind: Kind
    /// The manifest or audio file concerned.
    public var file: String
    /// The manifest line, where known.
    public var line: Int?
    /// The manifest key path (`words.casa.count`), where one applies.
    public var key: String?
    /// What is wrong and, where it helps, what to do.
    public var message: String

    /// Creates a problem.
    public init(_ severity: Severity, _ kind: Kind, file: String, line: Int? = nil, key: String? = nil, _ message: String) {
        self.severity = severity
        self.kind = kind
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return "\(severity.rawValue): \(place): " + (key.map { "\($0): " } ?? "") + message
    }
}
