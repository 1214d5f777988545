import Lessons

/// Rhymes: the voice says a word and three more; the child presses 1, 2 or 3 for the one that rhymes with it.
public enum Rhymes: LessonActivity {
    public typealias Events = RhymesEvent

    public static let id = "rhymes"
    public static let menu = Screen.letters
    public static let answerKeys = ["1", "2", "3"]

    public static func session(on screen: Screen, content: ActivityContent, random: inout SplitMix64) -> any Session & Sendable {
        RhymesSession(screen: screen, content: content.section(as: RhymesContent.self) ?? RhymesContent(sets: []),
                      praiseClips: content.praiseClips, scoldClips: content.scoldClips, random: SplitMix64(seed: random.next()))
    }
}
