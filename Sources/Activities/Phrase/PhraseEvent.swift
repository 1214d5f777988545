import Lessons

/// The phrase builder's events; their names are the log's and the cue table's, as they were when the shared `Event`
/// held them.
public enum PhraseEvent: String, ActivityEvents {
    /// A word was chosen (or asked again); it plays.
    case word = "phrase_word"
    /// The sentence is said, its word clips back to back with no gap.
    case sentenceSpoken = "sentence_spoken"
    /// The last word was taken back; silent.
    case wordRemoved = "phrase_word_removed"
    /// Another page of the words is shown; silent.
    case page = "phrase_page"
    /// The sentence is now negated, or not; silent.
    case negationToggled = "negation_toggled"
    /// The sentence is now a question, or not; silent.
    case questionToggled = "question_toggled"

    /// `word` chosen or asked again: it is said.
    static func chosen(_ word: PhraseWord) -> Event { Self.word.event(clips: [word.clip], item: word.clip, log: [.text: .words(word.text)]) }

    /// `word` taken back.
    static func removed(_ word: PhraseWord) -> Event { wordRemoved.event(item: word.clip, log: [.text: .words(word.text)]) }

    /// `sentence` said: its clips as one utterance, its text as written.
    static func spoken(_ sentence: PhraseSentence) -> Event {
        sentenceSpoken.event(clips: sentence.clips,
                             log: [.text: .words(sentence.text), .count: .number(sentence.clips.count)])
    }

    /// Page `page` (from 0) shown.
    static func shown(page: Int) -> Event { Self.page.event(log: [.index: .number(page)]) }

    /// The negation (`negationToggled`) or the question (`questionToggled`) now `on`.
    func toggled(_ on: Bool) -> Event { event(log: [.on: .flag(on)]) }

    /// The event, with the clips it plays and what the log says of it.
    func event(clips: [String] = [], item: String? = nil, log: [LogField: LogValue] = [:]) -> Event {
        let counted = self == .sentenceSpoken
        return .activity(ActivityEvent(self, clips: clips, item: item, log: log, measure: counted ? "sentences said" : nil, isCounted: counted))
    }
}
