/// The whole child-facing program as one pure state machine: the menu tree plus the session of the open screen.
///
/// On a menu screen the digit key n opens its nth child (from 1, and 0 the tenth), back goes to the parent
/// (never past main, so a kiosk cannot be left by a child) and help describes the screen; home opens main from
/// anywhere. On a lesson, game or challenge screen every other input goes to its session, and the session's back
/// opens the parent screen (a challenge's is its game).
public struct Navigator: Sendable {
    /// The screen shown now.
    public private(set) var screen = Screen.main
    /// The running lesson, game or challenge; nil on menus, records and info.
    public private(set) var session: (any Session & Sendable)?
    private let content: LessonContent
    private let rules: ChallengeRules
    private let records: any RecordKeeper
    /// What the command line chose for a registered kind before its screen opens, then what the kind kept of its last
    /// session, by kind id (`ActivityContent.preset`).
    public var presets: [String: any Sendable] = [:]
    /// How letters are drawn: the child's last choice, kept from one letters screen to the next.
    public var letterCase = LetterCase.upper
    private var random: SplitMix64
    /// Whether a screen was entered yet, so the first `open` has nothing to leave.
    private var entered = false

    /// A navigator before any screen is entered (call `open(.main)` to start); `seed` makes every session's random picks reproducible.
    public init(content: LessonContent, rules: ChallengeRules, records: any RecordKeeper, seed: UInt64) {
        self.content = content
        self.rules = rules
        self.records = records
        random = SplitMix64(seed: seed)
    }

    /// Opens `target` directly (program start, `educat game numbers --challenge`, a game's challenge switch).
    public mutating func open(_ target: Screen) -> [Event] {
        let left: [Event] = entered ? [.screenLeft(screen)] : []
        return left + enter(target)
    }

    /// Applies one input at monotonic time `now` (seconds).
    public mutating func handle(_ input: Input, at now: Double) -> [Event] {
        if input == .home { return screen == .main ? [.ignored(input)] : open(.main) }
        if input.reopensScreen { return reopen(for: input) }
        if var running = session {
            let events = running.handle(input, at: now)
            session = running
            for case .caseToggled(let chosen) in events { letterCase = chosen }
            if let kind = ActivityCatalog.kind(of: screen),
               let kept = kind.preset(after: input, on: running.state, content: activityContent(of: kind)) {
                presets[kind.id] = kept
            }
            // The session already said it left; a challenge's parent is its game, which starts afresh.
            guard running.state.phase == .closed, let parent = screen.parent else { return events }
            return events + enter(parent)
        }
        switch input {
        case .back:
            guard let parent = screen.parent else { return [.ignored(input)] }
            return open(parent)
        case .help:
            return [.helpRequested(screen)]
        case .key(let key):
            // 0 is the tenth choice, where it sits on the keyboard's top row.
            guard let digit = Int(key), case let index = digit == 0 ? 9 : digit - 1,
                  screen.children.indices.contains(index) else { return [.ignored(input)] }
            return open(screen.children[index])
        case _ where input.isReport:
            return []
        default:
            return [.ignored(input)]
        }
    }

    /// Lets time pass for the open session.
    public mutating func advance(to now: Double) -> [Event] {
        guard var running = session else { return [] }
        let events = running.advance(to: now)
        session = running
        return events
    }

    private mutating func enter(_ target: Screen) -> [Event] {
        entered = true
        screen = target
        session = makeSession(for: target)
        guard var running = session else { return [.screenEntered(target)] }
        let started = running.start()
        session = running
        return [.screenEntered(target)] + started
    }

    /// The session of a registered kind's screen, from its descriptor; menus, records and info have none.
    private mutating func makeSession(for screen: Screen) -> (any Session & Sendable)? {
        guard let kind = ActivityCatalog.kind(of: screen) else { return nil }
        return kind.session(on: screen, content: activityContent(of: kind), random: &random)
    }

    /// What `kind`'s sessions get: its part of the content, and its preset.
    private func activityContent(of kind: any LessonActivity.Type) -> ActivityContent {
        ActivityContent(section: content.activities[kind.id], praiseClips: content.praiseClips, scoldClips: content.scoldClips,
                        language: content.language, items: content.items, words: content.words, letterCase: letterCase,
                        rules: rules, records: records, preset: presets[kind.id])
    }

    /// The screen opened again afresh with the preset its kind gives for `input` (the story's next story); ignored where
    /// no kind reopens on it, so it never reaches a session.
    private mutating func reopen(for input: Input) -> [Event] {
        guard let kind = ActivityCatalog.kind(of: screen),
              let preset = kind.reopening(for: input, content: activityContent(of: kind)) else { return [.ignored(input)] }
        presets[kind.id] = preset
        return open(screen)
    }
}
