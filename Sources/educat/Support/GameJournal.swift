import Conductor
import Foundation
import Lessons
import Records

/// Keeps the records store in step with the games played: saves a new record when the quiz asks
/// (before it is announced), writes every finished game with its questions for the history, and counts
/// finished memory and count-along games per profile.
///
/// Used from the one thread that runs the driver.
final class GameJournal: RecordKeeper, @unchecked Sendable {
    private let store: RecordStore
    private let profile: String
    private let date: (Double) -> Date
    private var game: Game?

    /// A game in progress, as seen through its events.
    private struct Game {
        var subject: Subject
        var mode: GameMode
        var started: Double
        var questions: [QuestionOutcome] = []
        var asked: (item: String, at: Double)?
        var saved = false

        var hits: Int { questions.filter { $0.result == .hit }.count }
        var misses: Int { questions.count - hits }
    }

    /// A journal writing to `store` for `profile`; `date` turns session seconds into wall-clock dates.
    init(store: RecordStore, profile: String, date: @escaping (Double) -> Date) {
        self.store = store
        self.profile = profile
        self.date = date
    }

    func best(for subject: Subject) -> Int {
        (try? store.best(subject: RecordSubject(subject), profile: profile)) ?? 0
    }

    /// Called by the challenge before it announces a new record: the record is on disk when this returns.
    func save(subject: Subject, score: Int) throws {
        var result = currentResult(until: game?.asked?.at ?? game?.started ?? 0) ?? GameResult(
            profile: profile, subject: RecordSubject(subject), mode: .challenge, started: date(0), ended: date(0),
            hits: score, misses: 0)
        result.hits = score
        // The quiz saves before it reports the miss that ended the game; count it here.
        result.misses += 1
        _ = try store.recordGameEnd(result)
        game?.saved = true
    }

    /// Follows the session's events: questions, answers and the end of a game.
    func observe(_ records: [LessonDriver.Record]) {
        for record in records {
            guard case .event(let event, let screen) = record.entry else { continue }
            observe(event, on: screen, at: record.time)
        }
    }

    private func observe(_ event: Event, on screen: Screen, at time: Double) {
        switch event {
        case .questionAsked(let question):
            guard let subject = screen.subject, let mode = screen.mode, mode != .lesson else { return }
            if game == nil { game = Game(subject: subject, mode: mode == .challenge ? .challenge : .game, started: time) }
            if game?.asked?.item != question.id { game?.asked = (question.id, time) }
        case .answerRight(_, let question):
            answered(question, .hit, at: time)
        case .answerWrong(_, _, let question):
            answered(question, .miss, at: time)
        case .timeout(_, let question):
            answered(question, .timeout, at: time)
        case .gameOver, .newRecord, .recordNotSaved:
            finish(at: time)
        case .memoryWon, .memoryLost, .countFinished:
            if let kind = screen.game { countPlayed(kind) }
        case .screenLeft:
            // A plain game ends when the child leaves it; an abandoned challenge earns nothing but is history too.
            finish(at: time)
        default:
            break
        }
    }

    /// Games of each kind the profile played; empty when the store cannot be read (the menu then shows 0).
    func gamesPlayed() -> [GameKind: Int] {
        let stored = (try? store.gamesPlayed(profile: profile)) ?? [:]
        return Dictionary(uniqueKeysWithValues: GameKind.allCases.map { ($0, stored[$0.rawValue] ?? 0) })
    }

    /// A finished game of `kind` counts as played; a failed write is logged, never stops the game.
    private func countPlayed(_ kind: GameKind) {
        do {
            try store.countGamePlayed(kind: kind.rawValue, profile: profile)
        } catch {
            Log.main.error("the game played could not be counted: \(error)")
        }
    }

    private func answered(_ question: Question, _ result: AnswerResult, at time: Double) {
        guard var current = game else { return }
        let askedAt = current.asked?.item == question.id ? current.asked!.at : time
        current.questions.append(QuestionOutcome(item: question.id, result: result, responseTime: max(0, time - askedAt)))
        current.asked = nil
        game = current
    }

    private func finish(at time: Double) {
        defer { game = nil }
        guard let current = game, !current.saved, !current.questions.isEmpty, let result = currentResult(until: time) else {
            return
        }
        do {
            _ = try store.recordGameEnd(result)
        } catch {
            Log.main.error("the game could not be saved: \(error)")
        }
    }

    private func currentResult(until time: Double) -> GameResult? {
        guard let current = game else { return nil }
        return GameResult(profile: profile, subject: RecordSubject(current.subject), mode: current.mode,
                          started: date(current.started), ended: date(time), hits: current.hits,
                          misses: current.misses, questions: current.questions)
    }
}

extension RecordSubject {
    /// The records subject of a lesson subject (they share their names).
    init(_ subject: Subject) {
        self = RecordSubject(rawValue: subject.rawValue)!
    }
}
