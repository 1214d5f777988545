/// A clip's stable name in a sound bank (`numbers.3`, `praise.2`, `words.casa.1`, `help.numbers_game`): the one
/// place the naming scheme is spelt, so the bank's listing, the lessons' item ids and the conductor cannot drift
/// apart, and a misspelt scheme does not compile.
public struct ClipName: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name as `educat bank list` shows it and `educat play` takes it.
    public let rawValue: String

    /// A name that comes from outside the scheme (a bank's `[cues]`, the command line, a registered kind).
    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    /// This name with one more dot-separated part.
    private func appending(_ part: String) -> ClipName { ClipName(rawValue: "\(rawValue).\(part)") }

    // MARK: - Items and words

    /// A subject's item by its key: `numbers.7`, `vowels.a`, `alphabet.b`.
    public static func item(_ subject: Subject, _ key: String) -> ClipName {
        ClipName(rawValue: subject.rawValue).appending(key)
    }

    /// A digit said as a number: `numbers.7` (a syllable count, a rhymes choice).
    public static func number(_ value: Int) -> ClipName { item(.numbers, String(value)) }

    /// A syllable word: `words.casa`.
    public static func word(_ word: String) -> ClipName { ClipName(rawValue: "words").appending(word) }

    /// What a question's item names, read back from the id a game stored (`numbers.7` → `7`, `words.casa` →
    /// `casa`); an id outside the scheme (another program's, a test's bare `7`) as it is.
    public static func key(ofItem id: String, in subject: Subject) -> String {
        let prefix = (subject == .syllables ? word("") : item(subject, "")).rawValue
        return id.hasPrefix(prefix) && id.count > prefix.count ? String(id.dropFirst(prefix.count)) : id
    }

    /// Syllable `number` (from 1) of this word: `words.casa.1`.
    public func syllable(_ number: Int) -> ClipName { appending(String(number)) }

    /// This word said slowly, syllable by syllable, in one recording: `words.casa.paced`.
    public var paced: ClipName { appending("paced") }

    // MARK: - Groups and help

    /// Clip `number` (from 1) of a group: `praise.2`.
    public static func member(_ number: Int, of group: ClipGroup) -> ClipName {
        ClipName(rawValue: group.rawValue).appending(String(number))
    }

    /// Whether this is a help clip, which the conductor plays as a group of one.
    public var isHelp: Bool { rawValue.hasPrefix(ClipName.help("").rawValue) }

    /// The spoken help of a screen or a kind, by its help id: `help.numbers_game`, `help.rhymes`.
    public static func help(_ id: String) -> ClipName { ClipName(rawValue: "help").appending(id) }

    /// The spoken help of `screen`, by its help id (`help.numbers_game`).
    public static func help(_ screen: Screen) -> ClipName { help(screen.helpID) }

    /// A part of the challenge help: `help.challenge.you_have`.
    private static func challengePart(_ part: String) -> ClipName { help("challenge").appending(part) }

    /// The challenge help's opening for `subject`: `help.challenge.intro.numbers`.
    public static func challengeIntro(_ subject: Subject) -> ClipName {
        challengePart("intro").appending(subject.rawValue)
    }

    /// "You have", before the seconds.
    public static let challengeYouHave = challengePart("you_have")
    /// "seconds to answer, and", after more than one second.
    public static let challengeSeconds = challengePart("seconds")
    /// "second to answer, and", after one second.
    public static let challengeSecond = challengePart("second")
    /// "lives.", after more than one life.
    public static let challengeLives = challengePart("lives")
    /// "life.", after one life.
    public static let challengeLife = challengePart("life")

    /// A number of the challenge help by its key (`15`, `100+`), as said before "seconds": `help.challenge.number.15`.
    public static func challengeNumber(_ key: String) -> ClipName { challengePart("number").appending(key) }

    /// A number of the challenge help as said before "lives", where it differs: `help.challenge.life_number.1`.
    public static func challengeLifeNumber(_ key: String) -> ClipName { challengePart("life_number").appending(key) }

    // MARK: - Sounds

    /// The clap played with each syllable and for a memory pair.
    public static let clap = ClipName(rawValue: "clap")
    /// The background music.
    public static let music = ClipName(rawValue: "music")

    // MARK: - Games

    /// A voice the games share, by its bank key: `games.celebration`.
    public static func game(_ voice: String) -> ClipName { ClipName(rawValue: "games").appending(voice) }
    /// Said when a game is won.
    public static let celebration = game("celebration")
    /// Said when a memory game is lost.
    public static let consolation = game("consolation")
}

/// A group of clips one of which plays (`praise`, `scold`): its members are named `praise.1`, `praise.2`, …
/// A bank may add its own groups for its `[cues]`.
public struct ClipGroup: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The group's name in `[groups]`.
    public let rawValue: String

    /// A group named outside the standard ones (a bank's `[cues]`).
    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    /// Said after a right answer.
    public static let praise = ClipGroup(rawValue: "praise")
    /// Said, gently, after a wrong answer or a timeout.
    public static let scold = ClipGroup(rawValue: "scold")
    /// Said when a challenge ends without a record.
    public static let gameOver = ClipGroup(rawValue: "game_over")
    /// Said when a challenge ends with a new record.
    public static let newRecord = ClipGroup(rawValue: "new_record")
    /// The info screen's description.
    public static let info = ClipGroup(rawValue: "info")
    /// Said when a story's naming game is won.
    public static let congratulations = ClipGroup(rawValue: "congratulations")
}
