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
    /// What the command line chose for a registered kind before its screen opens, by kind id (`ActivityContent.preset`).
    public var presets: [String: any Sendable] = [:]
    /// The story the story screens open; nil for the bank's first.
    private var storyID: String?
    /// The language the story screens open in: the content's at first, then the one last read or played in.
    private var storyLanguage: String?
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
        storyID = content.storyID
        storyLanguage = content.storyLanguage
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
        if input == .nextStory { return nextStory() }
        if var running = session {
            let events = running.handle(input, at: now)
            session = running
            for case .caseToggled(let chosen) in events { letterCase = chosen }
            // Only the reader's own choice: a story not told in the preferred language must not replace it.
            if input == .switchLanguage, let language = running.state.story?.language { storyLanguage = language }
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
        case .syllableShown, .countShown, .cueFinished, .wordHeard:
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

    /// Each lesson kind's session: a registered kind's from its descriptor, the built-in ones' from here.
    private mutating func makeSession(for screen: Screen) -> (any Session & Sendable)? {
        if let kind = ActivityCatalog.kind(of: screen) {
            let content = ActivityContent(section: content.activities[kind.id], praiseClips: content.praiseClips,
                                          scoldClips: content.scoldClips, preset: presets[kind.id])
            return kind.session(on: screen, content: content, random: SplitMix64(seed: kind.isRandom ? random.next() : 0))
        }
        if screen.isStorySession { return storySession(for: screen) }
        guard let subject = screen.subject, let mode = screen.mode else { return nil }
        let seeded = SplitMix64(seed: random.next())
        switch (subject, mode) {
        case (.syllables, .lesson):
            return SyllableLesson(words: content.words, random: seeded)
        case (_, .lesson):
            return ItemLesson(subject: subject, items: content.items[subject] ?? [], letterCase: letterCase)
        case (_, .game):
            return quiz(of: subject, mode: .game, random: seeded)
        case (_, .challenge):
            return quiz(of: subject, mode: .challenge(rules, records: records), random: seeded)
        }
    }

    /// On a story screen with more than one story, the next story opens there from its start.
    private mutating func nextStory() -> [Event] {
        let stories = content.stories
        guard screen.isStorySession, stories.count > 1 else { return [.ignored(.nextStory)] }
        let current = stories.firstIndex { $0.id == storyID } ?? 0
        storyID = stories[(current + 1) % stories.count].id
        return open(screen)
    }

    private mutating func storySession(for screen: Screen) -> (any Session & Sendable)? {
        guard let story = content.stories.first(where: { $0.id == storyID }) ?? content.stories.first else { return nil }
        let language = story.language(preferring: storyLanguage)
        guard screen == .storyNames else { return StoryReader(story: story, language: language) }
        return StoryNames(story: story, language: language, praiseClips: content.praiseClips,
                          scoldClips: content.scoldClips, random: SplitMix64(seed: random.next()))
    }

    private func quiz(of subject: Subject, mode: QuizMode, random: SplitMix64) -> Quiz<SplitMix64> {
        Quiz(subject: subject, questions: content.questions(for: subject), praiseClips: content.praiseClips,
             scoldClips: content.scoldClips, mode: mode, random: random, letterCase: letterCase)
    }
}
