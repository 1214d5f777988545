/// What an import mapped and what the new bank takes from its fallback, for the person who ran it.
public struct GComprisImportSummary: Sendable, CustomStringConvertible {
    /// The manifest written.
    public var manifest: String
    /// The locale folder the clips stay in.
    public var source: String
    /// The fallback bank's folder.
    public var fallback: String
    /// Clips mapped per section (`numbers`, `praise`…), in manifest order; only sections with clips.
    public var mapped: [(section: String, count: Int)]
    /// Sections left to the fallback, each with why when it is not simply absent from GCompris.
    public var fallsBack: [(section: String, reason: String?)]
    /// `file:line: …` for each word of the fallback whose named GCompris word the locale folder lacks.
    public var missingWords: [String] = []
    /// Files of the locale folder that no section uses (words, prompts, numbers above 9, other letters).
    public var unusedFiles: Int

    /// One line per mapped section, then what falls back.
    public var description: String {
        var lines = ["wrote \(manifest), referring to the clips in \(source) (nothing copied)"]
        // Padded to the longest name, which `padding` would otherwise cut: `congratul 1 clip`.
        let width = max(9, mapped.map(\.section.count).max() ?? 0)
        lines += mapped.map { "  \($0.section.padding(toLength: width, withPad: " ", startingAt: 0)) \($0.count) clip\($0.count == 1 ? "" : "s")" }
        lines.append("falls back to \(fallback) for:")
        lines += fallsBack.map { "  \($0.section)" + ($0.reason.map { ": \($0)" } ?? "") }
        lines += missingWords
        if unusedFiles > 0 { lines.append("\(unusedFiles) other file\(unusedFiles == 1 ? "" : "s") left unused (words, prompts, other letters)") }
        return lines.joined(separator: "\n")
    }
}
