import Foundation
import Records

/// A kiosk's batch as the school server reads it: each row decoded and checked on its own, so a row the server cannot
/// take is refused with its reason while the rest of the batch is stored. Beside `SyncBatch`, the sending side of the
/// same format, and like it free of the server's stack, so a fuzzer reads it too.
public struct ReceivedBatch: Decodable {
    /// The most games, and the most activities, one batch may hold (a kiosk sends at most 1,000 of each).
    static let largestRowCount = 1_000
    /// Dates outside these years are a kiosk clock's mistake (one without a battery starts at 1970), not a game's.
    static let years = Date(timeIntervalSince1970: 946_684_800)...Date(timeIntervalSince1970: 4_102_444_800)
    /// More than any game or measure reaches, as the kiosk's store also holds.
    static let largestCount = 1_000_000

    var kiosk: String
    var profiles: [String]
    var games: [Received<GameResult>]
    var activities: [Received<ActivityResult>]

    /// A row as read: usable, or refused (with its UUID when it has a readable one).
    enum Received<Row: Decodable & Sendable>: Decodable {
        case row(Row)
        case refused(id: UUID?, reason: String)

        private enum Key: String, CodingKey { case id }

        init(from decoder: any Decoder) throws {
            do {
                self = .row(try Row(from: decoder))
            } catch {
                let id = try? decoder.container(keyedBy: Key.self).decode(UUID.self, forKey: .id)
                self = .refused(id: id, reason: DecodingProblem.explain(error, at: decoder))
            }
        }
    }

    /// Reads `data`; throws ``BatchProblem`` when it is no batch at all or too large.
    public static func read(_ data: Data) throws -> ReceivedBatch {
        let batch: ReceivedBatch
        do {
            batch = try SyncJSON.decoder.decode(ReceivedBatch.self, from: data)
        } catch {
            throw BatchProblem.unreadable(DecodingProblem.explain(error, data: data))
        }
        guard batch.games.count <= largestRowCount, batch.activities.count <= largestRowCount,
              batch.profiles.count <= largestRowCount else {
            throw BatchProblem.tooLarge("at most \(largestRowCount) games, activities and profiles a batch")
        }
        if let problem = text(batch.kiosk, "kiosk", longest: 100) { throw BatchProblem.unreadable(problem) }
        return batch
    }

    /// The rows the server can store, and those it refuses with why; throws when a refused row has no UUID to name.
    public func sorted() throws -> (batch: SyncBatch, refused: [RefusedRow]) {
        var refused: [RefusedRow] = []
        func keep<Row>(_ rows: [Received<Row>], kind: String, id: (Row) -> UUID, problem: (Row) -> String?) throws
            -> [Row] {
            try rows.enumerated().compactMap { index, received in
                switch received {
                case .row(let row):
                    guard let reason = problem(row) else { return row }
                    refused.append(RefusedRow(id: id(row), reason: reason))
                case .refused(let rowID?, let reason):
                    refused.append(RefusedRow(id: rowID, reason: reason))
                case .refused(nil, let reason):
                    throw BatchProblem.unreadable("\(kind) \(index) has no readable id: \(reason)")
                }
                return nil
            }
        }
        let games = try keep(games, kind: "game", id: \.id, problem: Self.problem)
        let activities = try keep(activities, kind: "activity", id: \.id, problem: Self.problem)
        // A name the server would not store is left out of the list; a row carrying it is refused above.
        let profiles = profiles.filter { Self.name($0) == nil }
        return (SyncBatch(kiosk: kiosk, profiles: profiles, games: games, activities: activities), refused)
    }

    private static func problem(_ game: GameResult) -> String? {
        guard game.questions.count <= 10_000 else { return "it has more than 10000 questions" }
        let checks: [String?] = [
            name(game.profile), text(game.kiosk, "kiosk", longest: 100),
            time(game.started, "started"), time(game.ended, "ended"), order(game.started, game.ended),
            count(game.hits, "hits"), count(game.misses, "misses"),
        ]
        if let problem = checks.lazy.compactMap({ $0 }).first { return problem }
        for (index, question) in game.questions.enumerated() {
            if let problem = text(question.item, "question \(index) item", longest: 200)
                ?? text(question.answered, "question \(index) answer", longest: 200) {
                return problem
            }
            guard (0...86_400).contains(question.responseTime) else {
                return "question \(index) response time \(question.responseTime) s is not 0 to 86400"
            }
        }
        return nil
    }

    private static func problem(_ activity: ActivityResult) -> String? {
        guard activity.measures.count <= 100 else { return "it has more than 100 measures" }
        let checks: [String?] = [
            name(activity.profile), text(activity.kiosk, "kiosk", longest: 100),
            text(activity.screen, "screen", longest: 64), time(activity.started, "started"),
            time(activity.ended, "ended"), order(activity.started, activity.ended),
        ]
        if let problem = checks.lazy.compactMap({ $0 }).first { return problem }
        for (key, value) in activity.measures.sorted(by: { $0.key < $1.key }) {
            if let problem = text(key, "measure name", longest: 64) ?? count(value, "measure \(key)") { return problem }
        }
        return nil
    }

    /// Why `value` cannot be stored as `name`: empty, too long, or holding control characters; nil when it can.
    private static func text(_ value: String?, _ name: String, longest: Int) -> String? {
        guard let value else { return nil }
        if value.trimmingCharacters(in: .whitespaces).isEmpty { return "\(name) is empty" }
        if value.count > longest { return "\(name) is longer than \(longest) characters" }
        if value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "\(name) contains a control character"
        }
        return nil
    }

    /// Why `profile` cannot be a child's name by the kiosk's own rule (`ProfileText`): the server stores no name a
    /// kiosk would refuse (a right-to-left override, a zero-width space, 41 characters).
    private static func name(_ profile: String) -> String? {
        do {
            _ = try ProfileText.name(profile)
            return nil
        } catch {
            guard case .invalidProfileName(_, let reason) = error else { return "\(error)" }
            return "profile \"\(ProfileText.shown(profile))\" is no child's name: \(reason)"
        }
    }

    private static func order(_ started: Date, _ ended: Date) -> String? {
        ended >= started ? nil : "it ends (\(ended.timeIntervalSince1970)) before it starts (\(started.timeIntervalSince1970))"
    }

    private static func time(_ date: Date, _ name: String) -> String? {
        years.contains(date) ? nil : "\(name) \(date.timeIntervalSince1970) is not a time between 2000 and 2100"
    }

    private static func count(_ value: Int, _ name: String) -> String? {
        (0...largestCount).contains(value) ? nil : "\(name) \(value) is not 0 to \(largestCount)"
    }
}

/// Why the server refuses a whole batch.
public enum BatchProblem: Error {
    /// Not JSON, not a batch, or a row without a readable UUID.
    case unreadable(String)
    /// More rows than a batch may hold.
    case tooLarge(String)
}
