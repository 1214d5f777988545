@testable import Activities
import Lessons

/// The clapped word's events under the names the shared `Event` gave them before they moved, so their tests read as
/// they did.
extension Event {
    static func syllableSequence(_ word: SyllableWord) -> Event { SyllableEvent.clapped(word) }
    static func syllableShown(index: Int) -> Event { SyllableEvent.shown(index: index) }
    static func countShown(count: Int) -> Event { SyllableEvent.counted(count) }
}

extension SessionState {
    /// How much of the word is shown, where the state's own slot held it before it moved: the lesson's, or the game's.
    var reveal: SyllableReveal {
        activity?.value(as: SyllableReveal.self) ?? activity?.value(as: QuizView.self)?.reveal ?? SyllableReveal()
    }
}
