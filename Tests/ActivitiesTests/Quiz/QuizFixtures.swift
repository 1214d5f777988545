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

    /// The numbers' games rendered over digit clips 0.4 s long and, for each of `groups`, that many clips
    /// `groupSeconds` long named `GROUP.N`; challenge records in `records`.
    static func numbersGames(groups: [String: Int], groupSeconds: Double, records: any RecordKeeper = Keeper()) -> RenderedDriver {
        let content = LessonContent(items: [.numbers: bankDigits], words: [], praiseClips: groups["praise"] ?? 0,
                                    scoldClips: groups["scold"] ?? 0)
        return RenderedDriver(content: content, library: numbersLibrary(groups: groups.mapValues { ($0, groupSeconds) }),
                              records: records)
    }

    /// The digits 0–9 a numbers game asks, named as a bank names their clips (`numbers.N`; `digits` are `number_N`).
    static let bankDigits = (0...9).map { LessonItem(key: "\($0)", id: "numbers.\($0)") }

    /// The digits' clips of 0.4 s, and each group's `count` clips (`praise.0`…) of `seconds` each.
    static func numbersLibrary(groups: [String: (count: Int, seconds: Double)]) -> CueRender.Library {
        var seconds = Dictionary(uniqueKeysWithValues: bankDigits.map { ($0.id, 0.4) })
        var named: [String: [String]] = [:]
        for (group, (count, length)) in groups {
            named[group] = (0..<count).map { "\(group).\($0)" }
            for name in named[group]! { seconds[name] = length }
        }
        return CueRender.Library(seconds: seconds, groups: named)
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
