@testable import Activities
import Lessons
import Synchronization

/// Games and challenges over the fixtures' items and words (LessonsTests' `Fixtures`, before the quiz moved).
extension Fixtures {
    static func game(_ subject: Subject = .numbers, seed: UInt64 = 1) -> Quiz<SplitMix64> {
        Quiz(subject: subject, questions: questions(subject), praiseClips: 8, scoldClips: 4, mode: .game,
             random: SplitMix64(seed: seed))
    }

    static func challenge(
        _ subject: Subject = .numbers, rules: ChallengeRules = ChallengeRules(), records: FakeRecords = FakeRecords(),
        seed: UInt64 = 1
    ) -> Quiz<SplitMix64> {
        Quiz(subject: subject, questions: questions(subject), praiseClips: 8, scoldClips: 4,
             mode: .challenge(rules, records: records), random: SplitMix64(seed: seed))
    }

    static func questions(_ subject: Subject) -> [Question] {
        switch subject {
        case .numbers: digits.map(Question.item)
        case .vowels: vowels.map(Question.item)
        case .alphabet: "abcdefghijklmnopqrstuvwxyz".map { .item(LessonItem(key: String($0), id: "letter_\($0)")) }
        case .syllables: words.map(Question.word)
        }
    }

    /// A key that answers `question` wrong.
    static func wrongKey(for question: Question) -> String {
        question.answerKey == "1" ? "2" : "1"
    }
}

/// An in-memory record store that can be told to fail, and remembers every save.
final class FakeRecords: RecordKeeper {
    struct SaveFailed: Error {}

    private let state: Mutex<(best: [Subject: Int], saves: Int, failing: Bool)>

    init(best: [Subject: Int] = [:], failing: Bool = false) {
        state = Mutex((best, 0, failing))
    }

    var saves: Int { state.withLock { $0.saves } }

    func best(for subject: Subject) -> Int { state.withLock { $0.best[subject] ?? 0 } }

    func save(subject: Subject, score: Int, ending: Event, at time: Double) throws {
        try state.withLock {
            guard !$0.failing else { throw SaveFailed() }
            $0.best[subject] = score
            $0.saves += 1
        }
    }
}

extension Quiz {
    /// The key that answers the pending question right.
    var rightKey: String { state.current!.answerKey }
}
