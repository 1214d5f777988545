/// The challenge help's parts: `[challenge_help]` with `intro`, the words around the numbers, and the numbers.
extension ManifestParser {
    static let challengeHelpWords = ["you_have", "seconds", "second", "lives", "life"]

    /// Reads `[challenge_help]` into `bank`, reporting a missing part and a number key that is not a number.
    static func decodeChallengeHelp(_ top: TableReader, into bank: inout Bank) {
        let known = ["intro", "numbers", "life_numbers"] + challengeHelpWords
        guard let help = top.table("challenge_help", known: known) else { return }
        var intro: [String: ClipRef] = [:]
        if let intros = help.table("intro", known: ChallengeHelpClips.subjects, required: true) {
            for subject in ChallengeHelpClips.subjects { intro[subject] = intros.clip(subject, required: true) }
        }
        let words = challengeHelpWords.map { help.clip($0, required: true) }
        let numbers = spokenNumbers(help, "numbers", required: true)
        let lifeNumbers = spokenNumbers(help, "life_numbers", required: false)
        let parts = words.compactMap { $0 }
        guard parts.count == words.count else { return }
        bank.challengeHelp = ChallengeHelpClips(intro: intro, youHave: parts[0], seconds: parts[1], second: parts[2],
                                                lives: parts[3], life: parts[4], numbers: numbers, lifeNumbers: lifeNumbers)
    }

    /// A list of numbers keyed `1`, `15`, `100+`: whole numbers from 0, `+` marking the form said before more.
    private static func spokenNumbers(_ help: TableReader, _ key: String, required: Bool) -> [BankItem] {
        let entries = help.tables(key, known: itemKeys, name: "key", required: required) ?? []
        let numbers = unique(entries.compactMap(item), named: \.key, in: help, at: key)
        return numbers.filter { number in
            let digits = number.key.hasSuffix("+") ? String(number.key.dropLast()) : number.key
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else {
                help.report(.invalidValue, at: key, "'\(number.key)' is not a number key: write digits, "
                            + "with a + after a hundred said before more (\"100+\")")
                return false
            }
            return true
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
