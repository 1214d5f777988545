@testable import Activities
import Lessons

/// The phrase builder's events under the names the shared `Event` gave them before the kind moved, so its tests read
/// as they did.
extension Event {
    static func phraseWord(_ word: PhraseWord) -> Event { PhraseEvent.chosen(word) }
    static func phraseWordRemoved(_ word: PhraseWord) -> Event { PhraseEvent.removed(word) }
    static func phrasePage(_ page: Int) -> Event { PhraseEvent.shown(page: page) }
    static func negationToggled(_ on: Bool) -> Event { PhraseEvent.negationToggled.toggled(on) }
    static func questionToggled(_ on: Bool) -> Event { PhraseEvent.questionToggled.toggled(on) }
    static func sentenceSpoken(_ sentence: PhraseSentence) -> Event { PhraseEvent.spoken(sentence) }
    static func sentenceSpoken(_ sentence: SaidSentence) -> Event {
        PhraseEvent.sentenceSpoken.event(clips: sentence.clips,
                                         log: [.text: .words(sentence.text), .count: .number(sentence.clips.count)])
    }

    /// The sentence the event says, if it is `sentence_spoken`.
    var said: SaidSentence? {
        guard case .activity(let event) = self, event.name == PhraseEvent.sentenceSpoken.name else { return nil }
        guard case .words(let text) = event.log[.text] else { return nil }
        return SaidSentence(clips: event.clips, text: text)
    }
}

/// A sentence as `sentence_spoken` says it: its clips back to back, and its text as written.
struct SaidSentence: Equatable {
    let clips: [String]
    let text: String
}

extension SessionState {
    /// The phrase builder's view, where the state's own slot held it before the kind moved.
    var phrase: PhraseView? { activity?.value(as: PhraseView.self) }
}
