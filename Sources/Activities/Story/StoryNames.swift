import Lessons

/// The story's naming game (Sabatilles' "Jugar", made audible): a character's voice or description plays and
/// four shuffled names wait on keys 1–4; the right one is locked with praise, a wrong one scolded and the voice
/// heard again; when all are found a congratulation ends the game. Enter after that plays again, reshuffled.
struct StoryNames<Random: RandomNumberGenerator>: Session {
    /// What the screen draws now.
    private(set) var state = SessionState(screen: .storyNames)
    private let story: Story
    private let language: String
    private let praiseClips: Int
    private let scoldClips: Int
    private var random: Random
    /// The names shown, kept in the state for the screen.
    private var view = StoryView() {
        didSet { state.activity = ActivityBox(view) }
    }
    private var praisePicker = NoRepeatPicker()
    private var scoldPicker = NoRepeatPicker()
    /// The characters of this game, by index into the story's; `names` shows them in another shuffled order.
    private var players: [Int] = []
    /// Which of `players` is speaking.
    private var asked = 0
    /// For each key (from 0), the character's index into the story's.
    private var keyed: [Int] = []

    /// A game over `story`'s characters in `language`, shuffled with `random`.
    init(story: Story, language: String, praiseClips: Int, scoldClips: Int, random: Random) {
        self.story = story
        self.language = language
        self.praiseClips = praiseClips
        self.scoldClips = scoldClips
        self.random = random
        view.language = language
        view.languages = story.languages
        view.title = story.title[language] ?? story.id
        state.activity = ActivityBox(view)
    }

    /// The first voice plays on entry.
    mutating func start() -> [Event] { deal() }

    /// Keys 1–4 name the character heard; Up or Enter hears it again (Enter after a win plays again).
    mutating func handle(_ input: Input, at now: Double) -> [Event] {
        if let common = state.commonResponse(to: input) { return common }
        switch input {
        case .ask where view.won:
            return deal()
        case .ask, .repeat:
            return voice().map { [$0] } ?? [.ignored(input)]
        case .key(let key):
            guard state.phase == .awaitingAnswer, let number = Int(key), keyed.indices.contains(number - 1),
                  !view.names[number - 1].locked else { return [.ignored(input)] }
            return answer(key: number - 1)
        case .cueFinished:
            return []
        default:
            return [.ignored(input)]
        }
    }

    private mutating func answer(key: Int) -> [Event] {
        guard keyed[key] == players[asked] else {
            state.misses += 1
            return [StoryEvent.wrong(scold: scoldPicker.pick(from: scoldClips, using: &random))] + (voice().map { [$0] } ?? [])
        }
        state.hits += 1
        view.names[key].locked = true
        let praise = StoryEvent.right(praise: praisePicker.pick(from: praiseClips, using: &random))
        asked += 1
        guard asked < players.count else {
            view.won = true
            state.phase = .idle
            return [praise, StoryEvent.found]
        }
        return [praise] + (voice().map { [$0] } ?? [])
    }

    /// A new game: up to four characters in a shuffled asking order, their names on the keys in another.
    private mutating func deal() -> [Event] {
        players = Array(Array(story.characters.indices).shuffled(using: &random).prefix(Story.nameKeys))
        keyed = players.shuffled(using: &random)
        asked = 0
        state.hits = 0
        state.misses = 0
        let characters = story.characters
        let language = language
        var view = view
        view.won = false
        view.names = keyed.map { StoryView.Name(text: characters[$0].name[language] ?? "", display: characters[$0].display) }
        self.view = view
        guard let event = voice() else { return [] }
        state.phase = .awaitingAnswer
        return [event]
    }

    /// The voice of the character being asked about.
    private func voice() -> Event? {
        guard players.indices.contains(asked), let clip = story.characters[players[asked]].voice[language] else { return nil }
        return StoryEvent.voice(clip)
    }
}

extension StoryNames: Sendable where Random: Sendable {}
