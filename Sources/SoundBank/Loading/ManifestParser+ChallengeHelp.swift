/// The challenge help's parts: `[challenge_help]` with `intro`, the words around the numbers, and the numbers.
extension ManifestParser {
    /// Reads `[challenge_help]` into `bank`, reporting a missing part and a number key that is not a number. An
    /// overlay's parts are each optional and completed by its fallback's, part by part and number by number, when
    /// layered; one that says `replace = true` (another language's telling) comes whole. Giving every part is not
    /// enough to mean whole: a recording stopped after a few numbers must not drop the fallback's others.
    static func decodeChallengeHelp(_ top: TableReader, into bank: inout Bank) {
        let lists = ["numbers", "life_numbers"]
        let known = ["intro"] + lists + ChallengeHelpWord.allCases.map(\.rawValue) + layeringKeys
        guard let help = top.table("challenge_help", known: known) else { return }
        layering(help, lists: lists, into: &bank)
        let whole = !help.context.isOverlay || help.table["replace"]?.bool == true
        var parts = ChallengeHelpSection()
        if let intros = help.table("intro", known: ChallengeHelpClips.subjects, required: whole) {
            for subject in ChallengeHelpClips.subjects { parts.intro[subject] = intros.clip(subject, required: whole) }
        }
        for word in ChallengeHelpWord.allCases { parts.words[word] = help.clip(word.rawValue, required: whole) }
        parts.numbers = spokenNumbers(help, "numbers", required: whole)
        parts.lifeNumbers = spokenNumbers(help, "life_numbers", required: false)
        guard whole else {
            bank.layeringRequest.challengeHelp = parts
            return
        }
        bank.challengeHelp = parts.clips
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

/// A `[challenge_help]` as one manifest writes it: in an overlay any part may come from the fallback.
struct ChallengeHelpSection: Sendable {
    var intro: [String: ClipRef] = [:]
    /// The words around the numbers.
    var words: [ChallengeHelpWord: ClipRef] = [:]
    var numbers: [BankItem] = []
    var lifeNumbers: [BankItem] = []

    /// The parts of `clips`.
    init(_ clips: ChallengeHelpClips? = nil) {
        guard let clips else { return }
        intro = clips.intro
        words = Dictionary(uniqueKeysWithValues: ChallengeHelpWord.allCases.map { ($0, clips[keyPath: $0.clip]) })
        numbers = clips.numbers
        lifeNumbers = clips.lifeNumbers
    }

    /// The challenge help these parts tell, when every word around the numbers is given.
    var clips: ChallengeHelpClips? {
        guard let youHave = words[.youHave], let seconds = words[.seconds], let second = words[.second],
              let lives = words[.lives], let life = words[.life] else { return nil }
        return ChallengeHelpClips(intro: intro, youHave: youHave, seconds: seconds, second: second, lives: lives,
                                  life: life, numbers: numbers, lifeNumbers: lifeNumbers)
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
