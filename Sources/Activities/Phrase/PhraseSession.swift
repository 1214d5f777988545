import Lessons

/// A phrase builder's session: choose who, what they do and what to, by digit;
/// each word plays as it is chosen and the finished sentence is spoken as one gapless run of word clips.
///
/// Quick mode starts at the bank's "I want" / "I am" verbs. A word that nothing follows ends the sentence. On the
/// final screen Enter says it again and negating or asking says it anew. Back removes the last word (and leaves
/// when there is none); home is the navigator's.
struct PhraseSession: Session, Sendable {
    /// What the screen draws now.
    private(set) var state: SessionState
    private let book: PhraseBook

    /// A builder on `screen` (`phrase/full` or `phrase/quick`) over the bank's words.
    init(screen: Screen, book: PhraseBook) {
        self.book = book
        let quick = screen == .phraseQuick
        let step: PhraseStep = quick ? .verb : .subject
        view = PhraseView(quick: quick, step: step, choices: book.choices(at: step, after: nil, quick: quick),
                          sentence: PhraseSentence(no: book.no, questionTag: book.questionTag,
                                                   openingQuestionMark: book.openingQuestionMark))
        state = SessionState(screen: screen)
        state.activity = ActivityBox(view)
        state.phase = .awaitingAnswer
    }

    /// The builder's view, which `state` carries to the screen.
    private var view: PhraseView {
        didSet { state.activity = ActivityBox(view) }
    }

    /// Digits choose, arrows page, n and p negate and ask, Enter speaks, Up repeats the last word, back removes it.
    mutating func handle(_ input: Input, at now: Double) -> [Event] {
        if input == .back, let last = view.sentence.words.last { return remove(last) }
        if let common = state.commonResponse(to: input) { return common }
        switch input {
        case .key(let key):
            guard let digit = Int(key), digit >= 1, view.shown.indices.contains(view.shown.startIndex + digit - 1) else {
                return [.ignored(input)]
            }
            return choose(view.shown[view.shown.startIndex + digit - 1])
        case .nextPage where view.page + 1 < view.pageCount:
            view.page += 1
            return [PhraseEvent.shown(page: view.page)]
        case .previousPage where view.page > 0:
            view.page -= 1
            return [PhraseEvent.shown(page: view.page)]
        case PhraseAction.negate.input():
            view.sentence.negated.toggle()
            return [PhraseEvent.negationToggled.toggled(view.sentence.negated)] + spokenIfFinal
        case PhraseAction.question.input():
            view.sentence.question.toggle()
            return [PhraseEvent.questionToggled.toggled(view.sentence.question)] + spokenIfFinal
        case .ask where !view.sentence.words.isEmpty:
            return [PhraseEvent.spoken(view.sentence)]
        case .repeat:
            guard let last = view.sentence.words.last else { return [.ignored(input)] }
            return [PhraseEvent.chosen(last.word)]
        case .cueFinished:
            return []
        default:
            return [.ignored(input)]
        }
    }

    /// The sentence again, when the screen shows it finished.
    private var spokenIfFinal: [Event] {
        view.step == .final ? [PhraseEvent.spoken(view.sentence)] : []
    }

    private mutating func choose(_ word: PhraseWord) -> [Event] {
        let step = view.step
        view.sentence.words.append(PhraseSentence.Part(step: step, word: word))
        let following = book.choices(at: step.next(hasFollowers: true), after: word, quick: view.quick)
        let next = step.next(hasFollowers: !following.isEmpty)
        view.step = next
        view.choices = next == .final ? [] : following
        view.page = 0
        guard next == .final else { return [PhraseEvent.chosen(word)] }
        state.phase = .idle
        return [PhraseEvent.chosen(word), PhraseEvent.spoken(view.sentence)]
    }

    private mutating func remove(_ last: PhraseSentence.Part) -> [Event] {
        view.sentence.words.removeLast()
        view.step = last.step
        view.choices = book.choices(at: last.step, after: view.sentence.words.last?.word, quick: view.quick)
        view.page = 0
        state.phase = .awaitingAnswer
        return [PhraseEvent.removed(last.word)]
    }
}
