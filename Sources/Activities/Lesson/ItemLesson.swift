import Lessons

/// The lesson of numbers, vowels or the alphabet (NU01, VO01, AB01): each item's key plays its clip.
struct ItemLesson: Session, Sendable {
    /// What the screen draws now.
    private(set) var state: SessionState
    private let itemsByKey: [String: LessonItem]

    /// A lesson of `subject` over the bank's `items`, its letters drawn in `letterCase`.
    init(subject: Subject, items: [LessonItem], letterCase: LetterCase = .upper) {
        state = SessionState(screen: Screen(subject, .lesson))
        state.letterCase = letterCase
        // The whole set, in the bank's order, is shown with the one heard lit.
        state.activity = ActivityBox(items)
        itemsByKey = Dictionary(items.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Plays the item of a pressed key; a new press supersedes the one playing (the conductor cuts it).
    mutating func handle(_ input: Input, at now: Double) -> [Event] {
        if let common = state.commonResponse(to: input) { return common }
        switch input {
        case .key(let key):
            guard let item = itemsByKey[key.lowercased()] else { return [.ignored(input)] }
            state.current = .item(item)
            return [LessonEvent.played(item)]
        case .repeat:
            guard case .item(let item) = state.current else { return [.ignored(input)] }
            return [LessonEvent.played(item)]
        case .cueFinished:
            return []
        default:
            return [.ignored(input)]
        }
    }
}
