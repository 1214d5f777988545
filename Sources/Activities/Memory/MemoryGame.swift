import Lessons

/// Audio memory (the design's "Memori" made audible): 8 pairs of sounds dealt face down on a 4×4 grid.
///
/// A game opens with the memorize phase: every card is face up and played in turn, spread over
/// `memorizeSeconds` but each only after the last one's clip ended (`cueFinished`), so none is cut; then all turn
/// face down. Each card key turns a card and plays it; two that match stay up, two that differ cost a mistake and
/// turn back. All pairs found: celebration. Out of mistakes: consolation.
/// After either, Enter deals a new game. The phase starts at the first time the session sees.
struct MemoryGame<Random: RandomNumberGenerator>: Session {
    /// What the screen draws now.
    private(set) var state: SessionState
    private let items: [LessonItem]
    private let rules: MemoryRules
    private var random: Random
    private var clock = -Double.infinity
    /// When the memorize phase began; nil until the session first sees the time.
    private var memorizeStart: Double?
    /// How many cards the memorize phase has played.
    private var played = 0
    /// When the card still sounding began; nil once its clip ended.
    private var cardSince: Double?
    /// When the last memorize card's clip ended.
    private var heardUntil = -Double.infinity
    /// The first card of a pair being picked.
    private var firstPick: Int?
    /// Two differing cards face up, and when they turn back.
    private var mismatch: (cards: [Int], until: Double)?

    /// A game on `screen` with the first `rules.pairs` of `cards` (a category's clips), shuffled with `random`.
    init(screen: Screen, cards: [LessonItem], rules: MemoryRules, random: Random) {
        state = SessionState(screen: screen)
        items = Array(cards.prefix(rules.pairs))
        self.rules = rules
        self.random = random
        deal()
    }

    /// The grid the screen draws, held in `state.activity`; `deal()` puts the first one there.
    private(set) var board: MemoryBoard {
        get { state.activity!.value(as: MemoryBoard.self)! }
        set { state.activity = ActivityBox(newValue) }
    }

    /// Applies `input` after letting time run to `now` (left operand first), so the memorize phase ends before a late key counts.
    mutating func handle(_ input: Input, at now: Double) -> [Event] {
        advance(to: now) + respond(to: input)
    }

    /// The memorize phase plays its cards as time passes.
    var awaitsTime: Bool { state.phase == .presenting }

    /// Plays the memorize phase's cards as they fall due, hides them at its end, turns a mismatch back.
    mutating func advance(to now: Double) -> [Event] {
        clock = max(clock, now)
        switch state.phase {
        case .presenting:
            return memorize()
        case .awaitingAnswer:
            if let pending = mismatch, clock >= pending.until { turnBack() }
            return []
        default:
            return []
        }
    }

    // MARK: - Inputs

    private mutating func respond(to input: Input) -> [Event] {
        if input == .help, state.phase == .presenting, cardSince != nil {
            // Help cuts the sounding card: it plays again once help has been heard, so no card goes unheard.
            played -= 1
            cardSince = clock
        }
        if let common = state.commonResponse(to: input) { return common }
        switch (input, state.phase) {
        case (.ask, .idle) where !items.isEmpty:
            deal()
            return memorize()
        case (.key(let key), .awaitingAnswer):
            guard let position = MemoryBoard.keys.firstIndex(of: key.lowercased()), board.cards.indices.contains(position)
            else { return [.ignored(input)] }
            return pick(position, input: input)
        case (.repeat, .awaitingAnswer):
            guard let first = firstPick else { return [.ignored(input)] }
            return [MemoryEvent.revealed(board.cards[first].item, position: first)]
        case (.cueFinished, .presenting):
            if cardSince != nil { heard(at: clock) }
            return memorize()
        case (.cueFinished, _):
            return []
        default:
            return [.ignored(input)]
        }
    }

    // MARK: - Steps of a game

    /// Shuffles two of each card face up and starts the memorize phase.
    private mutating func deal() {
        var cards = items.indices.flatMap { pair in
            [MemoryCard](repeating: MemoryCard(item: items[pair], pair: pair, look: .shown), count: 2)
        }
        cards.shuffle(using: &random)
        board = MemoryBoard(category: state.screen.memoryCategory ?? "", cards: cards, mistakesLeft: rules.mistakes)
        state.phase = cards.isEmpty ? .idle : .presenting
        state.hits = 0
        state.misses = 0
        state.secondsLeft = Int(rules.memorizeSeconds.rounded(.up))
        memorizeStart = clock.isFinite ? clock : nil
        played = 0
        cardSince = nil
        heardUntil = -Double.infinity
        firstPick = nil
        mismatch = nil
    }

    private mutating func memorize() -> [Event] {
        guard clock.isFinite else { return [] }
        let start = memorizeStart ?? clock
        memorizeStart = start
        let spacing = rules.memorizeSeconds / Double(board.cards.count)
        var events: [Event] = []
        heardIfOverdue()
        // One card per step, timed from when it really began: a late or stalled clock never plays a burst of cards.
        if played < board.cards.count, cardSince == nil,
           clock >= max(start + Double(played) * spacing, heardUntil + rules.cardGapSeconds) {
            board.playing = played
            events.append(MemoryEvent.shown(board.cards[played].item, position: played))
            cardSince = clock
            played += 1
        }
        let end = start + rules.memorizeSeconds
        let sounding = played < board.cards.count || cardSince != nil
        // Cards that need more than the phase's seconds hold the countdown at 1 until the last one has been heard.
        state.secondsLeft = max(sounding ? 1 : 0, Int((end - clock).rounded(.up)))
        guard !sounding, clock >= end else { return events }
        for index in board.cards.indices { board.cards[index].look = .hidden }
        board.playing = nil
        state.secondsLeft = nil
        state.phase = .awaitingAnswer
        return events + [MemoryEvent.memorized]
    }

    /// The sounding card's clip ended at `time`: the next may play.
    private mutating func heard(at time: Double) {
        cardSince = nil
        heardUntil = time
    }

    /// A card whose end was not reported within the wait limit counts as heard at that limit.
    private mutating func heardIfOverdue() {
        if let since = cardSince, clock >= since + rules.cardWaitSeconds { heard(at: since + rules.cardWaitSeconds) }
    }

    private mutating func pick(_ position: Int, input: Input) -> [Event] {
        if mismatch != nil { turnBack() }
        guard board.cards[position].look == .hidden else { return [.ignored(input)] }
        board.cards[position].look = .shown
        let revealed = MemoryEvent.revealed(board.cards[position].item, position: position)
        guard let first = firstPick else {
            firstPick = position
            return [revealed]
        }
        firstPick = nil
        guard board.cards[first].pair == board.cards[position].pair else { return [revealed] + missed(first, position) }
        board.cards[first].look = .matched
        board.cards[position].look = .matched
        state.hits += 1
        let pairsLeft = board.cards.filter { $0.look == .hidden }.count / 2
        guard pairsLeft == 0 else { return [revealed, MemoryEvent.matched(pairsLeft: pairsLeft)] }
        return [revealed, MemoryEvent.matched(pairsLeft: 0)] + end(.won)
    }

    private mutating func missed(_ first: Int, _ second: Int) -> [Event] {
        board.cards[first].look = .missed
        board.cards[second].look = .missed
        mismatch = ([first, second], clock + rules.mismatchSeconds)
        state.misses += 1
        board.mistakesLeft -= 1
        let miss = MemoryEvent.missed(mistakesLeft: board.mistakesLeft)
        return board.mistakesLeft > 0 ? [miss] : [miss] + end(.lost)
    }

    private mutating func end(_ outcome: MemoryBoard.Outcome) -> [Event] {
        board.outcome = outcome
        state.phase = .idle
        return [MemoryEvent.ended(outcome)]
    }

    private mutating func turnBack() {
        for index in mismatch?.cards ?? [] { board.cards[index].look = .hidden }
        mismatch = nil
    }
}

extension MemoryGame: Sendable where Random: Sendable {}
