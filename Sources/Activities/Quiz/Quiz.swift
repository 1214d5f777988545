import Lessons

/// The game (JN01, JV01, JA01, JC01) and the challenge (JN02, JV02, JA02, JC02) of any subject.
///
/// Game: ask plays a random question; one key answers it; ask again for the next.
/// Challenge: the first ask starts a game; after each answer's feedback the next question is asked by itself,
/// as in the original, where the ask button stays hidden until the game ends. Back during a challenge
/// abandons the game: a record is only earned by a game that runs out of lives.
struct Quiz<Random: RandomNumberGenerator>: Session {
    /// What the screen draws now.
    private(set) var state: SessionState
    private let subject: Subject
    private let questions: [Question]
    private let answerKeys: Set<String>
    private let praiseClips: Int
    private let scoldClips: Int
    private let mode: QuizMode
    private var random: Random
    private var questionPicker = NoRepeatPicker()
    private var praisePicker = NoRepeatPicker()
    private var scoldPicker = NoRepeatPicker()
    private var countdown: Countdown?
    /// When the feedback or announcement phase ends if the conductor does not say so first.
    private var deadline = Double.infinity
    /// The latest time seen; time never runs backwards here even if a caller's clock does.
    private var clock = -Double.infinity

    /// A quiz of `subject` over `questions`, with `praiseClips` and `scoldClips` clips in the bank's groups, its
    /// letters drawn in `letterCase`.
    init(
        subject: Subject, questions: [Question], praiseClips: Int, scoldClips: Int, mode: QuizMode, random: Random,
        letterCase: LetterCase = .upper
    ) {
        self.subject = subject
        self.questions = questions
        answerKeys = subject.answerKeys.union(questions.map(\.answerKey))
        self.praiseClips = praiseClips
        self.scoldClips = scoldClips
        self.mode = mode
        self.random = random
        switch mode {
        case .game:
            state = SessionState(screen: Screen(subject, .game))
        case .challenge(let rules, let records):
            state = SessionState(screen: Screen(subject, .challenge))
            state.record = records.best(for: subject)
            state.lives = rules.lives
            state.secondsLeft = rules.seconds
        }
        state.letterCase = letterCase
    }

    /// Applies `input` after letting time run to `now`, so a timeout due first is not beaten by a late key.
    mutating func handle(_ input: Input, at now: Double) -> [Event] {
        let due = advance(to: now)
        return due + respond(to: input)
    }

    /// A countdown runs, or feedback or an announcement ends at its deadline.
    var awaitsTime: Bool {
        switch state.phase {
        case .awaitingAnswer: countdown != nil
        case .feedback, .announcement: deadline.isFinite
        case .idle, .presenting, .closed: false
        }
    }

    /// Emits the countdown's ticks and timeout, asks the next challenge question after feedback, ends announcements.
    mutating func advance(to now: Double) -> [Event] {
        clock = max(clock, now)
        switch state.phase {
        case .awaitingAnswer:
            guard var running = countdown else { return [] }
            let due = running.advance(to: clock)
            countdown = running
            return due.flatMap { $0 > 0 ? tick($0) : timeout() }
        case .feedback where clock >= deadline:
            return ask()
        case .announcement where clock >= deadline:
            return finishAnnouncement()
        default:
            return []
        }
    }

    // MARK: - Inputs

    private mutating func respond(to input: Input) -> [Event] {
        if state.phase == .announcement, isChildInput(input) { return [.ignored(input)] }
        if let common = state.commonResponse(to: input) { return common }
        if let shown = state.quiz.reveal.apply(input, to: state.current?.word) { return shown }
        switch (input, state.phase) {
        case (.ask, .idle):
            return ask()
        case (.ask, .awaitingAnswer) where rules == nil:
            // In the plain game a child may skip a question; in the challenge that would dodge the clock.
            return ask()
        case (.repeat, .awaitingAnswer):
            return state.current.map { [QuizEvent.questionAsked($0).event] } ?? []
        case (.key(let key), .awaitingAnswer) where answerKeys.contains(key.lowercased()):
            return answer(key.lowercased())
        case (.cueFinished, .feedback):
            return ask()
        case (.cueFinished, .announcement):
            return finishAnnouncement()
        case (.cueFinished, _):
            return []
        default:
            return [.ignored(input)]
        }
    }

    /// Whatever the child pressed, but for leaving: back and home always work.
    private func isChildInput(_ input: Input) -> Bool {
        !input.isReport && input != .back && input != .home
    }

    // MARK: - Steps of a game

    private var rules: ChallengeRules? {
        if case .challenge(let rules, _) = mode { rules } else { nil }
    }

    private mutating func ask() -> [Event] {
        guard !questions.isEmpty else { return [.ignored(.ask)] }
        let question = questions[questionPicker.pick(from: questions.count, using: &random)]
        state.current = question
        state.quiz = QuizView()
        state.phase = .awaitingAnswer
        if let rules {
            countdown = Countdown(seconds: rules.seconds, start: clock)
            state.secondsLeft = rules.seconds
            state.quiz.secondsGiven = rules.seconds
        }
        return [QuizEvent.questionAsked(question).event]
    }

    private mutating func answer(_ key: String) -> [Event] {
        guard let question = state.current else { return [] }
        countdown = nil
        if key == question.answerKey {
            state.hits += 1
            state.quiz.feedback = .right
            let praise = praisePicker.pick(from: praiseClips, using: &random)
            return [QuizEvent.answerRight(praise: praise, question: question).event] + replay(question)
                + afterFeedback(replay: question.word != nil)
        }
        state.misses += 1
        state.quiz.feedback = .wrong(correct: question.answerKey)
        let scold = scoldPicker.pick(from: scoldClips, using: &random)
        let wrong = QuizEvent.answerWrong(scold: scold, pressed: key, correct: question).event
        return [wrong] + replay(question) + afterMiss(question, ending: wrong)
    }

    private mutating func tick(_ secondsLeft: Int) -> [Event] {
        state.secondsLeft = secondsLeft
        return [QuizEvent.tick(secondsLeft: secondsLeft).event]
    }

    private mutating func timeout() -> [Event] {
        guard let question = state.current, let rules else { return [] }
        countdown = nil
        state.secondsLeft = 0
        state.misses += 1
        state.quiz.feedback = .wrong(correct: question.answerKey)
        let timedOut = QuizEvent.timeout(scold: scoldPicker.pick(from: scoldClips, using: &random), correct: question).event
        let events: [Event] = [timedOut] + replay(question)
        return events + (rules.timeoutEndsGame ? endGame(ending: timedOut) : afterMiss(question, ending: timedOut))
    }

    /// The syllables game says the word again after every answer, clapped, with its count (eduCAT's step 5).
    private mutating func replay(_ question: Question) -> [Event] {
        guard let word = question.word else { return [] }
        state.quiz.reveal = SyllableReveal()
        return [SyllableEvent.clapped(word)]
    }

    /// A life goes after a miss (`ending`, the answer's event); the last one ends the game.
    private mutating func afterMiss(_ question: Question, ending: Event) -> [Event] {
        guard let lives = state.lives else { return afterFeedback(replay: false) }
        state.lives = lives - 1
        let lost = [QuizEvent.lifeLost(livesLeft: lives - 1).event]
        return lost + (lives > 1 ? afterFeedback(replay: question.word != nil) : endGame(ending: ending))
    }

    private mutating func afterFeedback(replay: Bool) -> [Event] {
        guard let rules else {
            state.phase = .idle
            return []
        }
        state.phase = .feedback
        deadline = clock + rules.feedbackSeconds + (replay ? rules.replaySeconds : 0)
        return []
    }

    /// Saves a beaten record before announcing it, so an announced record is never lost; a failed save announces none.
    /// `ending` is the answer that ended the game, saved with it.
    private mutating func endGame(ending: Event) -> [Event] {
        guard case .challenge(let rules, let records) = mode else { return [] }
        countdown = nil
        state.phase = .announcement
        deadline = clock + rules.announcementSeconds
        let best = records.best(for: subject)
        state.record = best
        state.quiz.banner = .gameOver(hits: state.hits)
        guard state.hits > best else { return [QuizEvent.gameOver(hits: state.hits).event] }
        do {
            try records.save(subject: subject, score: state.hits, ending: ending, at: clock)
        } catch {
            let reason = String(describing: error)
            return [QuizEvent.recordNotSaved(subject: subject, hits: state.hits, reason: reason).event,
                    QuizEvent.gameOver(hits: state.hits).event]
        }
        state.record = state.hits
        state.quiz.banner = .newRecord(hits: state.hits)
        return [QuizEvent.newRecord(subject: subject, hits: state.hits).event]
    }

    private mutating func finishAnnouncement() -> [Event] {
        guard let rules else { return [] }
        state.phase = .idle
        state.hits = 0
        state.misses = 0
        state.lives = rules.lives
        state.secondsLeft = rules.seconds
        state.current = nil
        state.quiz.reveal = SyllableReveal()
        deadline = .infinity
        return []
    }
}

extension Quiz: Sendable where Random: Sendable {}
