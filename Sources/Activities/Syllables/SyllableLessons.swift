import Lessons

/// The syllables lesson (CO01): a word at random, clapped, its syllables and count shown as heard. Its built-in screen
/// (`syllables/lesson`, the first of the syllables menu) stays where it was.
public enum SyllableLessons: LessonActivity {
    /// The clapped word's, which the syllables game sends too.
    public typealias Events = SyllableEvent
    public typealias Actions = SyllableAction

    public static let id = "syllables"
    /// Unused: the kind keeps its built-in screen, listed on the syllables menu.
    public static let menu = Screen(.syllables)
    public static let screen = Screen(.syllables, .lesson)
    /// None: the lesson asks nothing.
    public static let answerKeys: [String] = []

    /// A lesson over the bank's words, drawn from a source seeded from the navigator's.
    public static func session(on screen: Screen, content: ActivityContent, random: inout SplitMix64) -> any Session & Sendable {
        SyllableLesson(words: content.words, random: SplitMix64(seed: random.next()))
    }
}
