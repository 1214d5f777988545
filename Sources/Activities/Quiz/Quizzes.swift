import Lessons

/// The game (JN01, JV01, JA01, JC01) and the challenge (JN02, JV02, JA02, JC02) of every subject: a question asked, a
/// key answers it; the challenge adds a clock, lives and a record. Their built-in screens (`numbers/game`,
/// `numbers/challenge`…, the second and third of each subject's menu) stay where they were.
public enum Quizzes: LessonActivity {
    /// Its events (`question_asked` … `record_not_saved`); the history reads their answers (`ActivityEvent.answer`).
    public typealias Events = QuizEvent.Name

    public static let id = "quiz"
    /// Unused: the kind keeps its built-in screens, each listed on its subject's menu.
    public static let menu = Screen(.numbers)
    /// The numbers' game, the first of the kind's screens.
    public static let screen = Screen(.numbers, .game)
    /// None of the kind's own: a script's `wrong` presses a key that is not the subject's (`Subject.answerKeys`).
    public static let answerKeys: [String] = []

    /// Every subject's game and challenge.
    public static func plays(on screen: Screen) -> Bool {
        screen.subject != nil && (screen.mode == .game || screen.mode == .challenge)
    }

    /// A game or challenge of the screen's subject over the bank's items or words, drawn from a source seeded from the
    /// navigator's, its letters in the child's case; a challenge keeps its record in the navigator's keeper.
    public static func session(on screen: Screen, content: ActivityContent, random: inout SplitMix64) -> any Session & Sendable {
        let seeded = SplitMix64(seed: random.next())
        let subject = screen.subject ?? .numbers
        let mode: QuizMode = screen.mode == .challenge ? .challenge(content.rules, records: content.records) : .game
        return Quiz(subject: subject, questions: content.questions(for: subject), praiseClips: content.praiseClips,
                    scoldClips: content.scoldClips, mode: mode, random: seeded, letterCase: content.letterCase)
    }
}

extension ActivityContent {
    /// What a game of `subject` asks about: the syllables' words, the other subjects' items.
    func questions(for subject: Subject) -> [Question] {
        subject == .syllables ? words.map(Question.word) : (items[subject] ?? []).map(Question.item)
    }
}

