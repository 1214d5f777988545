/// One thing wrong with a bank, named by file (and line and key where known), for a teacher at a terminal.
public struct BankProblem: Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The bank is wrong: something will not play or a game would be wrong.
        case error
        /// It plays, but sounds worse than it should.
        case warning
        /// It plays as it should, since the player fixes it as it loads; said of the bank's own files for their maker.
        case note
    }

    /// What kind of problem, for tests and tools.
    public enum Kind: String, Sendable, Hashable {
        /// The manifest is not valid TOML.
        case syntax
        /// A key the manifest format does not have (a typo would otherwise be silently ignored).
        case unknownKey
        /// A required key is absent, or (as a warning) a section the lessons need is absent from the whole chain.
        case missingKey
        /// A value of the wrong type (text where a number belongs…).
        case wrongType
        /// A value of the right type that makes no sense (a loop ending before it starts…).
        case invalidValue
        /// An item, word or key given twice.
        case duplicateKey
        /// A cue, fallback or phrase word that names something that does not exist.
        case badReference
        /// A key of a bank over a fallback, or a key it removes, that matches nothing in the fallback's list: a typo
        /// adds an item instead of replacing one.
        case unmatchedKey
        /// A bank in another language than its fallback adds items to a list that still has the fallback's: the list
        /// mixes languages.
        case mixedLanguages
        /// An entry nothing leads to, so no screen ever offers it.
        case unusedEntry
        /// A word's `count` disagrees with its syllables.
        case syllableCount
        /// A word without a clip per syllable or a paced clip: the lesson cuts its recording into syllables
        /// automatically.
        case syllableCut
        /// A clip path that leaves the bank's folder (absolute, or up through `..`) for somewhere other than the
        /// collection the bank names: the bank cannot be copied or moved whole.
        case clipOutsideBank
        /// A named file does not exist.
        case missingFile
        /// A file that is not audio, or is damaged or truncated.
        case unreadableFile
        /// A file with no audio in it (0 bytes, or only silence).
        case emptyClip
        /// Silence at a clip's head or tail beyond a limit (a note: the player trims it).
        case silence
        /// A recording whose sound never rises far enough out of its noise to tell where it starts.
        case unclearStart
        /// Samples at full scale: the clip crackles.
        case clipping
        /// A voice far from the voices' loudness: a note when the player levels it, a warning when a fixed gain or a
        /// boost too deep to limit keeps it there.
        case loudness
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

    /// `severity: file:line: key: message`, one line for a terminal.
    public var description: String {
        "\(severity.rawValue): \(located)"
    }

    /// `file:line: key: message`, for a log line that gives its own severity (a player goes on past a bank's errors).
    public var located: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return "\(place): " + (key.map { "\($0): " } ?? "") + message
    }
}
