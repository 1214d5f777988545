import Lessons

/// The narrated book (Sabatilles' "Conte"): pages turned one at a time, each narrated with its words highlighted
/// as heard, the next page turned by itself after a short pause when narration is on; a narration is cut only
/// when the reader turns the page, changes the language, turns narration off, asks for help or goes home.
struct StoryReader: Session, Sendable {
    /// What the screen draws now.
    private(set) var state = SessionState(screen: .storyBook)
    /// Seconds between a narration's end and the automatic page turn.
    var autoAdvancePause = 1.5
    private let story: Story
    /// The page shown, kept in the state for the screen.
    private var view = StoryView() {
        didSet { state.activity = ActivityBox(view) }
    }
    /// Whether the page's narration is playing, so its end (and only its end) turns the page.
    private var narrating = false
    /// When the next page turns by itself, if it will.
    private var autoAdvanceAt: Double?

    /// The book of `story`, opened on its first page in `language`, narration on.
    init(story: Story, language: String) {
        self.story = story
        view.languages = story.languages
        view.pageCount = story.pages.count
        show(page: 0, language: language)
    }

    /// Narration starts on entry.
    mutating func start() -> [Event] { narration() }

    /// Page turns, language, narration on/off, object keys 1–9 and the conductor's word reports.
    mutating func handle(_ input: Input, at now: Double) -> [Event] {
        var events = advance(to: now)
        if input == .help || input == .back { stopNarrating() }
        if let common = state.commonResponse(to: input) { return events + common }
        let view = view
        switch input {
        case .nextPage where view.page + 1 < view.pageCount:
            events += turn(to: view.page + 1, language: view.language)
        case .previousPage where view.page > 0:
            events += turn(to: view.page - 1, language: view.language)
        case StoryAction.language.input() where view.languages.count > 1:
            let next = view.languages[((view.languages.firstIndex(of: view.language) ?? 0) + 1) % view.languages.count]
            events += turn(to: view.page, language: next)
        case StoryAction.narration.input():
            self.view.narrationOn.toggle()
            events += turn(to: view.page, language: view.language)
        case .key(let key):
            guard let slot = Int(key), let clip = object(slot) else { return events + [.ignored(input)] }
            events.append(StoryEvent.object(clip))
        case .activity(let heard) where StoryAction(rawValue: heard.name) == .wordHeard:
            guard narrating, let index = heard.number else { break }
            self.view.highlighted = index
            events.append(StoryEvent.highlighted(index))
        case .cueFinished:
            guard narrating else { break }
            stopNarrating()
            if view.page + 1 < view.pageCount { autoAdvanceAt = now + autoAdvancePause }
        default:
            events.append(.ignored(input))
        }
        return events
    }

    /// A finished narration's page turn is pending.
    var awaitsTime: Bool { autoAdvanceAt != nil }

    /// Turns the page by itself once the pause after a finished narration is over.
    mutating func advance(to now: Double) -> [Event] {
        guard let due = autoAdvanceAt, now >= due else { return [] }
        return turn(to: view.page + 1, language: view.language)
    }

    /// Shows `page` in `language` and narrates it, or, in read-alone mode, stops what was playing.
    private mutating func turn(to page: Int, language: String) -> [Event] {
        show(page: page, language: language)
        return narration()
    }

    private mutating func narration() -> [Event] {
        guard view.narrationOn, story.pages.indices.contains(view.page) else {
            stopNarrating()
            return [StoryEvent.stopped]
        }
        narrating = true
        state.phase = .presenting
        return [StoryEvent.narrate(story.pages[view.page].narration(in: view.language))]
    }

    private mutating func show(page: Int, language: String) {
        autoAdvanceAt = nil
        narrating = false
        let shown = story.pages.indices.contains(page) ? story.pages[page] : nil
        var view = view
        view.page = page
        view.language = language
        view.title = story.title[language] ?? story.id
        view.words = shown?.words(in: language) ?? []
        view.objects = shown?.objects.map { StoryView.Object(text: $0.text[language] ?? "", display: $0.display) } ?? []
        view.highlighted = nil
        self.view = view
    }

    private mutating func stopNarrating() {
        narrating = false
        autoAdvanceAt = nil
        view.highlighted = nil
        state.phase = .idle
    }

    /// The clip of object key `slot` (1–9) on the page shown, in its language.
    private func object(_ slot: Int) -> String? {
        guard story.pages.indices.contains(view.page) else { return nil }
        let objects = story.pages[view.page].objects
        return objects.indices.contains(slot - 1) ? objects[slot - 1].clip[view.language] : nil
    }
}
