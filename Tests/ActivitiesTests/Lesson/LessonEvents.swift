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
