@testable import Activities
import Lessons

/// The item lessons' event under the name the shared `Event` gave it before the kind moved, so its tests read as they
/// did.
extension Event {
    static func playItem(_ item: LessonItem) -> Event { LessonEvent.played(item) }
}

extension SessionState {
    /// A lesson's whole set of items, where the state's own slot held them before the kind moved.
    var items: [LessonItem] { activity?.value(as: [LessonItem].self) ?? [] }
}

/// Items as a sound bank lists them (LessonsTests' `Fixtures`, which the lessons' tests used before the kind moved).
enum Fixtures {
    static let digits = (0...9).map { LessonItem(key: String($0), id: "number_\($0)") }
    static let vowels = ["a", "e", "i", "o", "u"].map { LessonItem(key: $0, id: "vowel_\($0)") }
}
