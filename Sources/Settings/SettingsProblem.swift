/// Something wrong in a configuration file or variable; the value concerned keeps its default.
public struct SettingsProblem: Sendable, Equatable, CustomStringConvertible {
    /// The file or environment variable.
    public let source: String
    /// The line in the file, when known.
    public let line: Int?
    /// The key concerned, when there is one.
    public let key: String?
    /// What is wrong and what happens instead.
    public let message: String

    /// Creates a problem report.
    public init(source: String, line: Int?, key: String?, message: String) {
        self.source = source
        self.line = line
        self.key = key
        self.message = message
    }

    public var description: String {
        var text = source
        if let line { text += " line \(line)" }
        if let key { text += ": " + Self.shown(key) }
        return text + ": " + message
    }

    /// A key or value as a message shows it (in quotes when `quoted`): one read from a file or the environment may
    /// hold anything, and a terminal obeys control characters.
    static func shown(_ text: String, quoted: Bool = false) -> String {
        let shown = text.unicodeScalars.prefix(60).map { scalar in
            scalar.properties.generalCategory == .control ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }.joined() + (text.unicodeScalars.count > 60 ? "…" : "")
        return quoted ? "\"" + shown + "\"" : shown
    }
}
