import Lessons

/// The syllables lesson (CO01): ask for a random word, hear it clapped, see syllables and count appear as heard.
struct SyllableLesson<Random: RandomNumberGenerator>: Session {
    /// What the screen draws now.
    private(set) var state = SessionState(screen: Screen(.syllables, .lesson))
    private let words: [SyllableWord]
    private var random: Random
    private var picker = NoRepeatPicker()

    /// A lesson over the bank's `words`, picked with `random`.
    init(words: [SyllableWord], random: Random) {
        self.words = words
        self.random = random
    }

    /// Ask picks a new word (never the previous one) and requests its clapped sequence; repeat requests it again.
    mutating func handle(_ input: Input, at now: Double) -> [Event] {
        if let common = state.commonResponse(to: input) { return common }
        if let shown = reveal.apply(input, to: state.current?.word) { return shown }
        switch input {
        case .ask:
            guard !words.isEmpty else { return [.ignored(input)] }
            return present(words[picker.pick(from: words.count, using: &random)])
        case .repeat:
            guard let word = state.current?.word else { return [.ignored(input)] }
            return present(word)
        case .cueFinished:
            // The clapped word is over: the word, syllables and count stay shown until the next ask.
            if state.phase == .presenting { state.phase = .idle }
            return []
        default:
            return [.ignored(input)]
        }
    }

    private mutating func present(_ word: SyllableWord) -> [Event] {
        state.current = .word(word)
        reveal = SyllableReveal()
        state.phase = .presenting
        return [SyllableEvent.clapped(word)]
    }

    /// How much of the word is on screen, kept in the state the screen draws.
    private var reveal: SyllableReveal {
        get { state.activity?.value(as: SyllableReveal.self) ?? SyllableReveal() }
        set { state.activity = ActivityBox(newValue) }
    }
}

extension SyllableLesson: Sendable where Random: Sendable {}
