/// The story's naming game (Sabatilles' "Jugar", made audible): a character's voice or description plays and
/// four shuffled names wait on keys 1–4; the right one is locked with praise, a wrong one scolded and the voice
/// heard again; when all are found a congratulation ends the game. Enter after that plays again, reshuffled.
public struct StoryNames<Random: RandomNumberGenerator>: Session {
    /// What the screen draws now.
    public private(set) var state = SessionState(screen: .storyNames)
    /// The most names a game shows (keys 1–4): `Story.nameKeys`.
    public static var nameKeys: Int { Story.nameKeys }
    private let story: Story
    private let language: String
    private let praiseClips: Int
    private let scoldClips: Int
    private var random: Random
    private var praisePicker = NoRepeatPicker()
    private var scoldPicker = NoRepeatPicker()
    /// The characters of this game, by index into the story's; `names` shows them in another shuffled order.
    private var players: [Int] = []
    /// Which of `players` is speaking.
    private var asked = 0
    /// For each key (from 0), the character's index into the story's.
    private var keyed: [Int] = []

    /// A game over `story`'s characters in `language`, shuffled with `random`.
    public init(story: Story, language: String, praiseClips: Int, scoldClips: Int, random: Random) {
        self.story = story
        self.language = language
        self.praiseClips = praiseClips
        self.scoldClips = scoldClips
        self.random = random
        var view = StoryView()
        view.language = language
        view.languages = story.languages
        view.title = story.title[language] ?? story.id
        state.story = view
    }

    /// The first voice plays on entry.
    public mutating func start() -> [Event] { deal() }

    /// Keys 1–4 name the character heard; Up or Enter hears it again (Enter after a win plays again).
    public mutating func handle(_ input: Input, at now: Double) -> [Event] {
        if let common = state.commonResponse(to: input) { return common }
        switch input {
        case .ask where state.story?.won == true:
            return deal()
        case .ask, .repeat:
            return voice().map { [$0] } ?? [.ignored(input)]
        case .key(let key):
            guard state.phase == .awaitingAnswer, let number = Int(key), keyed.indices.contains(number - 1),
                  state.story?.names[number - 1].locked == false else { return [.ignored(input)] }
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
            return [.nameWrong(scold: scoldPicker.pick(from: scoldClips, using: &random))] + (voice().map { [$0] } ?? [])
        }
        state.hits += 1
        state.story?.names[key].locked = true
        let praise = Event.nameRight(praise: praisePicker.pick(from: praiseClips, using: &random))
        asked += 1
        guard asked < players.count else {
            state.story?.won = true
            state.phase = .idle
            return [praise, .namesFound]
        }
        return [praise] + (voice().map { [$0] } ?? [])
    }

    /// A new game: up to four characters in a shuffled asking order, their names on the keys in another.
    private mutating func deal() -> [Event] {
        players = Array(Array(story.characters.indices).shuffled(using: &random).prefix(Self.nameKeys))
        keyed = players.shuffled(using: &random)
        asked = 0
        state.hits = 0
        state.misses = 0
        state.story?.won = false
        let characters = story.characters
        let language = language
        state.story?.names = keyed.map {
            StoryView.Name(text: characters[$0].name[language] ?? "", display: characters[$0].display)
        }
        guard let event = voice() else { return [] }
        state.phase = .awaitingAnswer
        return [event]
    }

    /// The voice of the character being asked about.
    private func voice() -> Event? {
        guard players.indices.contains(asked), let clip = story.characters[players[asked]].voice[language] else { return nil }
        return .characterVoice(clip: clip)
    }
}

extension StoryNames: Sendable where Random: Sendable {}
