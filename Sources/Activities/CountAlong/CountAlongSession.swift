import Lessons

/// Count-along (the design's "dots" game made audible): press the numbers in order from 1, hearing each.
///
/// The digit keys 1–9 are the numbers 1–9 and 0 is 10, as on the keyboard's top row. A press that is not the
/// next number plays a gentle hint (and the number that comes next); when the last is reached the celebration
/// plays, and Enter counts again.
struct CountAlongSession: Session, Sendable {
    private(set) var state = SessionState(screen: CountAlong.screen)
    private let numbers: [LessonItem]
    // Kept here and mirrored into the state's view, so the session never unwraps its own state.
    private var progress: CountProgress {
        didSet { state.activity = ActivityBox(progress) }
    }

    /// Counting over the first `total` of `numbers` (the bank's count clips, 1 upwards).
    init(numbers: [LessonItem], to total: Int) {
        self.numbers = Array(numbers.prefix(max(0, total)))
        progress = CountProgress(total: self.numbers.count)
        state.activity = ActivityBox(progress)
        state.phase = self.numbers.isEmpty ? .idle : .awaitingAnswer
    }

    /// The next number plays and counts; another digit plays the hint; Enter after the end starts again.
    mutating func handle(_ input: Input, at now: Double) -> [Event] {
        if let common = state.commonResponse(to: input) { return common }
        switch (input, state.phase) {
        case (.key(let key), .awaitingAnswer) where key.count == 1 && key.first?.isNumber == true:
            return press(key)
        case (.repeat, _) where progress.counted > 0:
            return [CountAlongEvent.number(numbers[progress.counted - 1])]
        case (.ask, .idle) where !numbers.isEmpty:
            state.hits = 0
            state.misses = 0
            progress = CountProgress(total: numbers.count)
            state.phase = .awaitingAnswer
            return []
        case (.cueFinished, _):
            return []
        default:
            return [.ignored(input)]
        }
    }

    private mutating func press(_ key: String) -> [Event] {
        let next = numbers[progress.counted]
        guard key == next.key else {
            state.misses += 1
            progress.hinted = true
            return [CountAlongEvent.hint(expected: next)]
        }
        state.hits += 1
        progress.counted += 1
        progress.hinted = false
        guard progress.finished else { return [CountAlongEvent.number(next)] }
        state.phase = .idle
        return [CountAlongEvent.number(next), CountAlongEvent.finished(total: progress.total)]
    }
}
