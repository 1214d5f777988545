import CHyphen
import Foundation

/// A language's hyphenation patterns (libhyphen, from Debian's `hyphen-*` packages): where a word may be broken.
final class HyphenationPatterns {
    /// Where Debian's `hyphen-*` packages put their patterns.
    static let directory = "/usr/share/hyphen"

    private let dictionary: UnsafeMutablePointer<HyphenDict>

    /// The patterns of `language` (`ca`, `es`, `en`, or with a country, `es_MX`), or nil when none is installed.
    init?(language: String) {
        guard let path = Self.file(for: language), let dictionary = hnj_hyphen_load(path) else { return nil }
        self.dictionary = dictionary
    }

    deinit {
        hnj_hyphen_free(dictionary)
    }

    /// The pattern file for `language`: its own (`hyph_es_MX.dic`), else the language's plain or own country's
    /// (`hyph_en.dic`, `hyph_es_ES.dic`), else any of the language's (`hyph_ca_ES.dic`).
    static func file(for language: String) -> String? {
        let code = language.replacingOccurrences(of: "-", with: "_")
        let base = String(code.prefix { $0 != "_" }).lowercased()
        guard !base.isEmpty, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        let preferred = ["hyph_\(code).dic", "hyph_\(base).dic", "hyph_\(base)_\(base.uppercased()).dic"]
        let name = preferred.first(where: names.contains) ?? names.sorted().first { $0.hasPrefix("hyph_\(base)_") && $0.hasSuffix(".dic") }
        return name.map { directory + "/" + $0 }
    }

    /// The Debian package that holds `language`'s patterns, for a message telling what to install.
    static func package(for language: String) -> String {
        let base = String(language.prefix { $0 != "_" && $0 != "-" }).lowercased()
        return base == "en" ? "hyphen-en-us" : "hyphen-\(base)"
    }

    /// The indices of `letters` (lowercase, NFC) before which the patterns allow a break, single letters at the word's
    /// edges included (left and right hyphen minimum 1: a syllable may be one letter, as in "a·ni·mal").
    func breaks(in letters: [Character]) -> Set<Int> {
        let word = String(letters)
        let length = word.utf8.count
        // libhyphen reads the word as a C string (strstr), so it needs its terminating NUL and no NUL inside.
        guard length > 0, !word.utf8.contains(0) else { return [] }
        var hyphens = [CChar](repeating: 0, count: length + 5)
        var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var positions: UnsafeMutablePointer<Int32>?
        var cuts: UnsafeMutablePointer<Int32>?
        let failed = word.withCString { word in
            hnj_hyphen_hyphenate3(dictionary, word, Int32(length), &hyphens, nil, &replacements, &positions, &cuts,
                                  1, 1, 1, 1) != 0
        }
        // Non-standard breaks (a replacement such as Catalan l·l → l-l) are allocated per position; the caller splits
        // at "·" itself, so only their memory matters here.
        if let replacements {
            (0..<length).forEach { free(replacements[$0]) }
            free(replacements)
        }
        free(positions)
        free(cuts)
        guard !failed else { return [] }
        var result: Set<Int> = []
        var lastByte = -1
        for (index, letter) in letters.enumerated().dropLast() {
            lastByte += letter.utf8.count
            if hyphens[lastByte] & 1 == 1 { result.insert(index + 1) }
        }
        return result
    }
}
