import Lessons

/// Count-along: press the numbers in order from 1, hearing each, on its screen `count`, key 5 of the main menu.
public enum CountAlong: LessonActivity {
    public typealias Events = CountAlongEvent

    public static let id = "count"
    public static let menu = Screen.main
    /// Key 5, after memory, where the first program had it.
    public static let menuIndex: Int? = 4
    /// Its help came before its section, in `[help]` (`count`).
    public static let helpInHelpTable = true
    /// None: a script's `wrong` on count-along presses nothing, as before the kind moved here.
    public static let answerKeys: [String] = []

    /// A count to the end counts as a game played.
    public static func countsGamesPlayed(on screen: Screen) -> Bool { true }
    /// The most numbers a bank lists and a child counts: the digit keys, with 0 for 10.
    public static let mostNumbers = 10
    /// The last number when the command line sets none (`educat count --to N`): as far as the digit keys reach.
    public static let defaultTotal = mostNumbers
    /// A session counting the bank's numbers up to the preset total (an `Int`), else to `defaultTotal`; counting is in
    /// order, so it takes nothing from `random`.
    public static func session(on screen: Screen, content: ActivityContent, random: inout SplitMix64) -> any Session & Sendable {
        CountAlongSession(numbers: content.section(as: [LessonItem].self) ?? [], to: content.preset(as: Int.self) ?? defaultTotal)
    }

    /// A number's clip by its bank key (`1`…`10`): `count.3`; with `hintClip`, the one place the kind's names are spelt.
    static func clip(of key: String) -> ClipName { ClipName(rawValue: "\(id).\(key)") }
    /// The gentle hint said before the number expected: `count.hint`.
    static let hintClip = clip(of: "hint")
}

extension Screen {
    /// The count-along screen.
    public static let count = CountAlong.screen
}
