import Foundation

/// Whether a name typed looks like a misspelling of one that exists, for "did you mean" hints.
enum Spelling {
    /// The same but for case and accents, or one letter apart in a key of four letters or more, or of three keeping
    /// its first letter (`gatt` for `gat`): short words one letter apart are as often other words that rhyme with
    /// them (`sol`, `col`), but those differ in their first letter.
    static func looksLike(_ typed: String, _ meant: String) -> Bool {
        let folded = { (text: String) in Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)) }
        let (a, b) = (folded(typed), folded(meant))
        if a == b { return true }
        let shorter = min(a.count, b.count)
        guard shorter >= 4 || (shorter == 3 && a.first == b.first), abs(a.count - b.count) <= 1 else { return false }
        return editDistance(a, b) <= 1
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The first of `names` that `typed` looks like a misspelling of, or that starts with it.
    static func closest(to typed: String, among names: [String]) -> String? {
        names.first { looksLike(typed, $0) } ?? names.first { $0.hasPrefix(typed) && typed.count >= 3 }
    }
}
