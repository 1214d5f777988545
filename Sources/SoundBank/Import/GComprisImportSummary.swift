/// What an import mapped and what the new bank takes from its fallback, for the person who ran it.
public struct GComprisImportSummary: Sendable, CustomStringConvertible {
    /// The manifest written.
    public var manifest: String
    /// The locale folder the clips stay in.
    public var source: String
    /// The locale imported, also the bank's language.
    public var language: String
    /// The fallback bank's folder.
    public var fallback: String
    /// Clips mapped per section (`numbers`, `praise`…), in manifest order; only sections with clips.
    public var mapped: [(section: String, count: Int)]
    /// Sections left to the fallback, each with why when it is not simply absent from GCompris.
    public var fallsBack: [(section: String, reason: String?)]
    /// The fallback's words whose named recording the locale lacks, as `sol (sun)`: the fallback's voice says them.
    public var unrecordedWords: [String] = []
    /// The fallback's words that name no GCompris recording: the fallback's voice says them too.
    public var unnamedWords: [String] = []
    /// `file:line: …` for each GCompris name no locale of the checkout has recorded, likely misspelt.
    public var misspeltWords: [String] = []
    /// Files of the locale folder that no section uses (words, prompts, numbers above 9, other letters).
    public var unusedFiles: Int

    /// One line per mapped section, then what falls back: sections, then words by name.
    public var description: String {
        var lines = ["wrote \(manifest), referring to the clips in \(source) (nothing copied)"]
        // Padded to the longest name, which `padding` would otherwise cut: `congratul 1 clip`.
        let width = max(9, mapped.map(\.section.count).max() ?? 0)
        lines += mapped.map { "  \($0.section.padding(toLength: width, withPad: " ", startingAt: 0)) \($0.count) clip\($0.count == 1 ? "" : "s")" }
        lines.append("falls back to \(fallback) for:")
        lines += fallsBack.map { "  \($0.section)" + ($0.reason.map { ": \($0)" } ?? "") }
        if !unrecordedWords.isEmpty {
            lines.append("  words not recorded in \(language) by GCompris (the fallback's voice says them): "
                         + unrecordedWords.joined(separator: ", "))
        }
        if !unnamedWords.isEmpty {
            lines.append("  words that name no GCompris recording (the fallback's voice says them): "
                         + unnamedWords.joined(separator: ", "))
        }
        lines += misspeltWords
        if unusedFiles > 0 { lines.append("\(unusedFiles) other file\(unusedFiles == 1 ? "" : "s") left unused (words, prompts, other letters)") }
        return lines.joined(separator: "\n")
    }
}
