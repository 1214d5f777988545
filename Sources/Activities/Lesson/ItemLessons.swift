import Lessons

/// The lessons of numbers, vowels and the alphabet (NU01, VO01, AB01): each item's key plays its clip, the whole set
/// shown with the one heard lit. Their built-in screens (`numbers/lesson`, `vowels/lesson`, `alphabet/lesson`, each
/// the first of its subject's menu) stay where they were.
public enum ItemLessons: LessonActivity {
    public typealias Events = LessonEvent

    public static let id = "lesson"
    /// Unused: the kind keeps its built-in screens, each listed on its subject's menu.
    public static let menu = Screen.main
    /// The numbers' lesson, the first of the kind's screens; each subject's tile keeps its subject's icon.
    public static let screen = Screen(.numbers, .lesson)
    /// None of the kind's own: a script's `wrong` presses a key that is not the subject's (`Subject.answerKeys`).
    public static let answerKeys: [String] = []

    /// A lesson of numbers, vowels or the alphabet; the syllables' lesson is another kind's.
    public static func plays(on screen: Screen) -> Bool {
        screen.mode == .lesson && screen.subject.map(Subject.itemSubjects.contains) == true
    }

    /// A lesson of the screen's subject over the bank's items, its letters in the child's case. It draws nothing at
    /// random, but takes a draw as it did when it was built in, so a seeded run's later questions stay as they were.
    public static func session(on screen: Screen, content: ActivityContent, random: inout SplitMix64) -> any Session & Sendable {
        _ = random.next()
        let subject = screen.subject ?? .numbers
        return ItemLesson(subject: subject, items: content.items[subject] ?? [], letterCase: content.letterCase)
    }
}
