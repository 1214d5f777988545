import CommandSupport
import Conductor
import Foundation
import Lessons
import Records

/// Keeps the records store in step with the games played: saves a new record when the quiz asks
/// (before it is announced), writes every finished game with its questions for the history, counts
/// finished memory, count-along and story naming games per profile, and writes what was done on every other activity screen
/// (lessons, memory, count-along, story, phrase builder, timer) when the child leaves it. A game or activity left
/// within ``shortest`` seconds without an answer is not played: it is not written.
///
/// Used from the one thread that runs the driver.
public final class GameJournal: RecordKeeper, @unchecked Sendable {
    /// Seconds under which a game or activity with no answer in it is a child passing through, or pressing keys at
    /// random, rather than playing: the report, the history and the records would count it as played.
    public static let shortest = 3.0

    private let store: RecordStore
    /// The profile whose games, activities and choices are written: the child playing.
    public var profile: String
    private let date: (Double) -> Date
    private var game: Game?
    private var activity: Activity?
    private var lastTime = 0.0
    private var unsaved: (first: String, shown: Bool)?

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
        /// Whether a key answered a question; a timeout is none.
        var answered: Bool { questions.contains { $0.answered != nil } }

        /// Notes how the question went (and what was pressed), timed from when it was asked.
        mutating func note(_ answer: ScoredAnswer, at time: Double) {
            let askedAt = asked?.item == answer.item ? asked!.at : time
            questions.append(QuestionOutcome(
                item: answer.item, result: answer.result, responseTime: max(0, time - askedAt), answered: answer.pressed))
            asked = nil
        }
    }

    /// An activity screen in progress: what was counted on it since it was entered, and whether the child answered.
    private struct Activity {
        var screen: Screen
        var started: Double
        var measures: [String: Int] = [:]
        var answered = false
    }

    /// A journal writing to `store` for `profile`; `date` turns session seconds into wall-clock dates.
    public init(store: RecordStore, profile: String, date: @escaping (Double) -> Date) {
        self.store = store
        self.profile = profile
        self.date = date
    }

    /// What could not be saved first in this run, worded for the terminal; nil while everything was saved.
    public var firstUnsaved: String? { unsaved?.first }

    /// ``firstUnsaved``, once: a screen shows it a single time rather than at every game the store refuses.
    public func unsavedNotice() -> String? {
        guard let current = unsaved, !current.shown else { return nil }
        unsaved?.shown = true
        return current.first
    }

    public func best(for subject: Subject) -> Int {
        (try? store.best(subject: subject, profile: profile)) ?? 0
    }

    /// Called by the challenge before it announces a new record: the record is on disk when this returns, with the
    /// whole game, the answer that ended it included.
    public func save(subject: Subject, score: Int, ending: Event, at time: Double) throws {
        var current = game ?? Game(subject: subject, mode: .challenge, started: time)
        if let answer = ending.answer { current.note(answer, at: time) }
        var result = result(of: current, until: time)
        result.hits = score
        do {
            _ = try store.recordGameEnd(result)
        } catch {
            failed("the new record could not be saved: \(error)")
            throw error
        }
        game?.saved = true
    }

    /// Follows the session's events: questions, answers and the end of a game.
    public func observe(_ records: [LessonDriver.Record]) {
        for record in records {
            guard case .event(let event, let screen) = record.entry else { continue }
            observe(event, on: screen, at: record.time)
        }
    }

    /// Writes what is still open, as if the child left when the session ended on a screen (script over, kiosk quit) at
    /// `time` (session seconds): a game that lasted until then was played, even if nothing happened after its start.
    public func close(at time: Double) {
        finish(at: max(lastTime, time))
        finishActivity(at: max(lastTime, time))
    }

    private func observe(_ event: Event, on screen: Screen, at time: Double) {
        lastTime = time
        if let measure = Self.measure(of: event) { activity?.measures[measure, default: 0] += 1 }
        if case .activity(let done) = event, done.isAnswer { activity?.answered = true }
        if let answer = event.answer {
            // A saved game already holds the answer that ended it.
            if game?.saved == false { game?.note(answer, at: time) }
            return
        }
        switch event {
        case .screenEntered(let entered):
            finishActivity(at: time)
            // Games and challenges are written as games, question by question.
            if entered.mode.flatMap(GameMode.init) == nil { activity = Activity(screen: entered, started: time) }
        case .activity(let asked) where asked.asksQuestion:
            guard let item = asked.item, let subject = screen.subject, let mode = screen.mode.flatMap(GameMode.init)
            else { return }
            if game == nil { game = Game(subject: subject, mode: mode, started: time) }
            if game?.asked?.item != item { game?.asked = (item, time) }
        case _ where event.endsGame:
            // A challenge's end writes its game; a memory game, the names or a count to the end counts as played.
            finish(at: time)
            if screen.countsGamesPlayed { countPlayed(screen.path) }
        case .screenLeft:
            // A plain game ends when the child leaves it; an abandoned challenge earns nothing but is history too.
            finish(at: time)
            finishActivity(at: time)
        default:
            break
        }
    }

    /// What an event counts for on an activity screen, as the report names it; nil for what is not counted.
    private static func measure(of event: Event) -> String? {
        guard case .activity(let event) = event, event.isCounted else { return nil }
        return event.measure ?? event.name
    }

    /// Writes the activity in progress, if anything was done on it; a menu visited counts nothing and is not written,
    /// nor a screen left within ``shortest`` seconds without an answer.
    private func finishActivity(at time: Double) {
        defer { activity = nil }
        guard let current = activity, !current.measures.isEmpty,
              Self.played(from: current.started, to: time, answered: current.answered) else { return }
        do {
            try store.recordActivity(ActivityResult(
                profile: profile, screen: current.screen.path, started: date(current.started), ended: date(time),
                measures: current.measures))
        } catch {
            failed("the activity could not be saved: \(error)")
        }
    }

    /// Who set the profile's records, by subject; the unnamed default profile has no name to show, and a store that
    /// cannot be read shows none.
    public func recordHolders() -> [Subject: String] {
        let stored = (try? store.recordHolders(profile: profile)) ?? [:]
        return Dictionary(uniqueKeysWithValues: stored.compactMap { subject, holder in
            holder == RecordStore.defaultProfile ? nil : Subject(rawValue: subject.rawValue).map { ($0, holder) }
        })
    }

    /// Games the profile played per game screen; empty when the store cannot be read (the menu then shows 0).
    public func gamesPlayed() -> [String: Int] {
        (try? store.gamesPlayed(profile: profile)) ?? [:]
    }

    /// A finished game counts as played under its screen (`memory/animals`, `count`, `story/names`), so each memory category has its
    /// own count; a failed write is reported, never stops the game.
    private func countPlayed(_ screen: String) {
        do {
            try store.countGamePlayed(kind: screen, profile: profile)
        } catch {
            failed("the game played could not be counted: \(error)")
        }
    }

    /// Writes the game in progress, unless it was saved with its record already, asked nothing, or was left within
    /// ``shortest`` seconds without an answer.
    private func finish(at time: Double) {
        defer { game = nil }
        guard let current = game, !current.saved, !current.questions.isEmpty,
              Self.played(from: current.started, to: time, answered: current.answered) else { return }
        do {
            _ = try store.recordGameEnd(result(of: current, until: time))
        } catch {
            failed("the game could not be saved: \(error)")
        }
    }

    /// Whether what went from `start` to `end` (session seconds) was played: answered, or stayed on long enough.
    private static func played(from start: Double, to end: Double, answered: Bool) -> Bool {
        answered || end - start >= shortest
    }

    /// Logs a write the store refused and keeps the first for ``unsavedNotice()`` and the exit status.
    private func failed(_ message: String) {
        Log.main.error("\(message)")
        if unsaved == nil { unsaved = (message, false) }
    }

    private func result(of game: Game, until time: Double) -> GameResult {
        GameResult(profile: profile, subject: game.subject, mode: game.mode,
                   started: date(game.started), ended: date(time), hits: game.hits,
                   misses: game.misses, questions: game.questions)
    }
}
