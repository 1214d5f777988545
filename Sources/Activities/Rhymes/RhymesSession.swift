import Lessons

/// The rhymes game, pure: Enter asks a random set (never the same twice running), keys 1–3 answer, up repeats.
///
/// A wrong answer leaves the question open to try again, as the other games do; a right one waits for Enter.
struct RhymesSession: Session, Sendable {
    private(set) var state: SessionState
    private let content: RhymesContent
    private let praiseClips: Int
    private let scoldClips: Int
    private var random: SplitMix64
    private var setPicker = NoRepeatPicker()
    private var praisePicker = NoRepeatPicker()
    private var scoldPicker = NoRepeatPicker()
    private var asking: RhymesContent.RhymeSet?

    init(screen: Screen, content: RhymesContent, praiseClips: Int, scoldClips: Int, random: SplitMix64) {
        state = SessionState(screen: screen)
        self.content = content
        self.praiseClips = praiseClips
        self.scoldClips = scoldClips
        self.random = random
    }

    mutating func handle(_ input: Input, at now: Double) -> [Event] {
        if let common = state.commonResponse(to: input) { return common }
        switch input {
        case .ask where !content.sets.isEmpty:
            return ask()
        case .repeat:
            guard let set = asking, let view = state.activity?.value(as: RhymesView.self) else { return [.ignored(input)] }
            return [RhymesEvent.asked(set, options: view.options, leadIn: content.hasLeadIn)]
        case .key(let key) where state.phase == .awaitingAnswer:
            return answer(key, input: input)
        case .cueFinished:
            return []
        default:
            return [.ignored(input)]
        }
    }

    private mutating func ask() -> [Event] {
        let set = content.sets[setPicker.pick(from: content.sets.count, using: &random)]
        var options = [set.rhyme] + set.others
        options.shuffle(using: &random)
        let answer = options.firstIndex(of: set.rhyme) ?? 0
        asking = set
        state.activity = ActivityBox(RhymesView(word: set.word, options: options, answer: answer))
        state.current = .item(LessonItem(key: String(answer + 1), id: RhymesContent.clip(of: set.word)))
        state.phase = .awaitingAnswer
        return [RhymesEvent.asked(set, options: options, leadIn: content.hasLeadIn)]
    }

    private mutating func answer(_ key: String, input: Input) -> [Event] {
        guard let set = asking, var view = state.activity?.value(as: RhymesView.self),
              let digit = Int(key), view.options.indices.contains(digit - 1) else { return [.ignored(input)] }
        view.pressed = digit - 1
        state.activity = ActivityBox(view)
        guard digit - 1 == view.answer else {
            state.misses += 1
            let scold = scoldPicker.pick(from: max(1, scoldClips), using: &random)
            return [RhymesEvent.answered(.wrong, choice: scold, set: set, key: key)]
        }
        state.hits += 1
        state.phase = .idle
        let praise = praisePicker.pick(from: max(1, praiseClips), using: &random)
        return [RhymesEvent.answered(.right, choice: praise, set: set, key: key)]
    }
}
