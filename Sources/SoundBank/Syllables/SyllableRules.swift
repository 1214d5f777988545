/// What a syllable split must respect and hyphenation does not: one syllable per vowel nucleus (hyphenation leaves
/// single letters at a word's edges and some hiatus unbroken), and consonant groups that begin a syllable together.
///
/// The rules find the nuclei (a vowel, or vowels that share a syllable: a diphthong) and how many consonants may begin
/// the next syllable; between two nuclei the hyphenation patterns choose the break when theirs is one of those, since
/// they know prefixes (Spanish "sub·ra·yar"), and the rules choose it otherwise (the longest onset: "a·bre", "cot·xe").
struct SyllableRules: Sendable {
    /// The language's rules differ in diphthongs and in which letter pairs stay together.
    enum Language: Sendable {
        /// Catalan: only falling diphthongs (ai, eu, ou…) share a syllable, an i or u between vowels is a consonant
        /// ("no·ia"), rr and l·l split ("ter·ra", "col·le·gi"), ny does not ("a·nyell").
        case catalan
        /// Spanish: a weak vowel (i, u, y) shares a syllable with any other vowel unless accented ("pia·no" but
        /// "dí·a"), two strong vowels do not ("le·ón"), rr, ll and ch do not split ("pe·rro").
        case spanish
    }

    let language: Language

    /// The rules for a language code (`ca`, `es_MX`), or nil when there are none and the patterns' breaks are taken
    /// as they are (English: its spelling gives no reliable rules).
    init?(language code: String) {
        switch code.prefix(2).lowercased() {
        case "ca": language = .catalan
        case "es": language = .spanish
        default: return nil
        }
    }

    private static let vowels: Set<Character> = ["a", "e", "i", "o", "u", "à", "á", "è", "é", "í", "ï", "ò", "ó", "ú", "ü", "y"]
    private static let strongVowels: Set<Character> = ["a", "e", "o", "à", "á", "è", "é", "í", "ò", "ó", "ú"]
    /// Consonants that begin a syllable with a following l or r ("bi·ci·cle·ta", "ar·bre"); dl and tl do not.
    private static let clusterHeads: Set<Character> = ["p", "b", "c", "g", "f", "k", "t", "d"]

    /// The indices of `letters` (lowercase, NFC, one word without separators) where a syllable begins after the
    /// first, taking a break of `hyphenation` wherever the rules allow one there; two vowels in a row that do not share
    /// a syllable are broken between.
    func breaks(in letters: [Character], hyphenation: Set<Int>) -> [Int] {
        let nuclei = self.nuclei(of: letters)
        return zip(nuclei, nuclei.dropFirst()).map { previous, next in
            let candidates = (previous.upperBound..<next.lowerBound).filter { isOnset(letters, from: $0, to: next.lowerBound) }
            return candidates.first(where: hyphenation.contains) ?? candidates.first ?? next.lowerBound
        }
    }

    /// The vowel nuclei in order, each the range of its letters.
    private func nuclei(of letters: [Character]) -> [Range<Int>] {
        var nuclei: [Range<Int>] = []
        for index in letters.indices where isVowel(letters, at: index) {
            if let last = nuclei.last, last.upperBound == index, sameSyllable(letters[index - 1], letters[index]) {
                nuclei[nuclei.count - 1] = last.lowerBound..<index + 1
            } else {
                nuclei.append(index..<index + 1)
            }
        }
        return nuclei
    }

    /// Whether the letter at `index` is a vowel of a nucleus, not a vowel letter heard as a consonant or not heard.
    private func isVowel(_ letters: [Character], at index: Int) -> Bool {
        let letter = letters[index]
        guard Self.vowels.contains(letter) else { return false }
        let next = index + 1 < letters.count ? letters[index + 1] : nil
        let beforeVowel = next.map(Self.vowels.contains) ?? false
        if letter == "y" { return language == .spanish && !beforeVowel }
        // The u of "que", "gui", "qua", "güe" begins the syllable with its consonant.
        if (letter == "u" || letter == "ü"), index > 0, letters[index - 1] == "q" || letters[index - 1] == "g", beforeVowel {
            return false
        }
        // Catalan: an i or u before a vowel, at the start or after a vowel, is a consonant ("ia·ia", "no·ia", "cre·uen").
        if language == .catalan, letter == "i" || letter == "u", beforeVowel {
            return !(index == 0 || isVowel(letters, at: index - 1))
        }
        return true
    }

    /// Whether two adjacent vowels share a syllable (a diphthong) rather than each beginning one (a hiatus).
    private func sameSyllable(_ first: Character, _ second: Character) -> Bool {
        switch language {
        case .catalan: (second == "i" || second == "u") && first != "ï"
        case .spanish: !(Self.strongVowels.contains(first) && Self.strongVowels.contains(second))
        }
    }

    /// Whether `letters[start..<end]`, one or more consonants before a nucleus, may begin a syllable together, and a
    /// break before `start` splits no pair that stays together.
    private func isOnset(_ letters: [Character], from start: Int, to end: Int) -> Bool {
        let onset = Array(letters[start..<end])
        if start > 0, keptTogether(letters[start - 1], letters[start]) { return false }
        switch onset.count {
        case 1: return true
        case 2: return keptTogether(onset[0], onset[1])
            || (Self.clusterHeads.contains(onset[0]) && (onset[1] == "r" || (onset[1] == "l" && onset[0] != "t" && onset[0] != "d")))
        default: return false
        }
    }

    /// Letter pairs that are one sound or a consonant and its silent or glide u: never split.
    private func keptTogether(_ first: Character, _ second: Character) -> Bool {
        switch (first, second) {
        case ("l", "l"), ("q", "u"), ("g", "u"), ("q", "ü"), ("g", "ü"): true
        case ("r", "r"), ("c", "h"): language == .spanish
        case ("n", "y"): language == .catalan
        default: false
        }
    }
}
