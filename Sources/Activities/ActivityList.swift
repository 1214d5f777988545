import Lessons

/// The one list of kinds that live in their own folder here; adding a kind adds its line.
public enum ActivityList {
    /// Every kind, in the order they join their menus; memory, count-along, the phrase builder and the timer in the
    /// order their sections were listed when they were built in (all follow `[games]`), then the story and the item
    /// lessons, whose events joined the `[cues]` keys last, then the syllables lesson and the games and challenges, which
    /// have no events of their own yet.
    public static let all: [any LessonActivity.Type] = [
        Rhymes.self,
        Memory.self,
        CountAlong.self,
        PhraseBuilder.self,
        ActivityTimer.self,
        Storybook.self,
        ItemLessons.self,
        SyllableLessons.self,
        Quizzes.self,
    ]

    /// Makes the kinds known to every layer; called once at start, before any screen path is read.
    public static func register() {
        ActivityCatalog.register(all)
    }
}
