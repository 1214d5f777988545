import Foundation

/// Splits the words of one language into syllables, for a bank's word given without them: the language's hyphenation
/// patterns adjusted by its syllable rules (`SyllableRules`; a language without rules takes the patterns' breaks).
public final class Syllabifier {
    /// The language, as the bank names it.
    public let language: String
    private let patterns: HyphenationPatterns
    private let rules: SyllableRules?

    /// The syllabifier of `language`; throws when its hyphenation patterns are not installed.
    public init(language: String) throws(MissingHyphenation) {
        guard let patterns = HyphenationPatterns(language: language) else {
            throw MissingHyphenation(language: language, package: HyphenationPatterns.package(for: language))
        }
        self.language = language
        self.patterns = patterns
        self.rules = SyllableRules(language: language)
    }

    /// The syllables of `word`, as written; a space, hyphen or Catalan middle dot (`col·legi` → col, le, gi) always
    /// ends a syllable and is left out.
    public func syllables(of word: String) -> [String] {
        let separators: Set<Character> = ["·", " ", "-"]
        let text = word.precomposedStringWithCanonicalMapping.replacingOccurrences(of: "ŀ", with: "l·")
            .replacingOccurrences(of: "Ŀ", with: "L·")
        return text.split(whereSeparator: separators.contains).flatMap { split(Array($0)) }
    }

    private func split(_ written: [Character]) -> [String] {
        let lower = written.map { $0.lowercased().first ?? $0 }
        let hyphenation = patterns.breaks(in: lower)
        let breaks = rules?.breaks(in: lower, hyphenation: hyphenation) ?? hyphenation.sorted()
        return zip([0] + breaks, breaks + [written.count]).map { String(written[$0..<$1]) }
    }
}

/// No hyphenation patterns are installed for a bank's language, so its words need their syllables written.
public struct MissingHyphenation: Error, Sendable, Hashable, CustomStringConvertible {
    /// The language that has none.
    public var language: String
    /// The Debian package that would provide them.
    public var package: String

    /// What is missing and what to do.
    public var description: String {
        "no hyphenation patterns for language '\(language)' in \(HyphenationPatterns.directory): install the Debian "
            + "package \(package), or write syllables = [...] for each word"
    }
}
