import Lessons

/// Count-along: press the numbers in order from 1, hearing each; its built-in screen (`count`, key 5 of the main menu)
/// stays where it was.
public enum CountAlong: LessonActivity {
    public static let id = "count"
    public static let menu = Screen.main
    public static let screen = Screen.count
    /// None: a script's `wrong` on count-along presses nothing, as before the kind moved here.
    public static let answerKeys: [String] = []
    /// The last number when the command line sets none (`educat count --to N`): the digit keys reach 10.
    public static let defaultTotal = 10
    /// Counting is in order: opening it leaves a seeded run's later questions as they were before the kind moved here.
    public static let isRandom = false

    /// A session counting the bank's numbers up to the preset total (an `Int`), else to `defaultTotal`.
    public static func session(on screen: Screen, content: ActivityContent, random: SplitMix64) -> any Session & Sendable {
        CountAlongSession(numbers: content.section(as: [LessonItem].self) ?? [], to: content.preset(as: Int.self) ?? defaultTotal)
    }
}
