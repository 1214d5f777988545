import Lessons

/// The one list of kinds that live in their own folder here; adding a kind adds its line.
public enum ActivityList {
    /// Every kind, in the order they join their menus and list their events among the `[cues]` keys: the games and
    /// challenges first, whose events were the first shared ones; memory, count-along, the phrase builder and the timer
    /// in the order their sections were listed when they were built in (all follow `[games]`), then the story, the item
    /// lessons and the syllables lesson, whose events joined the `[cues]` keys last.
    public static let all: [any LessonActivity.Type] = [
        Quizzes.self,
        Rhymes.self,
        Memory.self,
        CountAlong.self,
        PhraseBuilder.self,
        ActivityTimer.self,
        Storybook.self,
        ItemLessons.self,
        SyllableLessons.self,
    ]

    /// Makes the kinds known to every layer; called once at start, before any screen path is read.
    public static func register() {
        ActivityCatalog.register(all)
    }
}
