import Foundation
import GRDB
import Lessons

extension RecordStore {
    /// Finished games, oldest first, of one profile (or all when nil) and one subject (or all when nil), started from
    /// `since` and before `until` (either open when nil); with their questions when `questions` is true.
    public func history(
        profile: String? = nil, subject: Subject? = nil, since: Date? = nil, until: Date? = nil,
        questions: Bool = false
    ) throws -> [GameResult] {
        try reading { db in
            try games(db, where: filter, arguments: filterArguments(db, profile: profile, subject: subject, since: since,
                                                                   until: until), questions: questions)
        }
    }

    /// The games matching `condition` (on `game` and `profile`), oldest first, with their questions when asked for.
    func games(
        _ db: Database, where condition: String, arguments: StatementArguments, questions: Bool
    ) throws -> [GameResult] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT game.id AS row_id, game.uuid, game.kiosk_id, profile.name, game.subject, game.mode,
                       game.started_at, game.ended_at, game.hits, game.misses
                FROM game JOIN profile ON profile.id = game.profile_id
                WHERE \(condition) ORDER BY game.started_at, game.id
                """,
            arguments: arguments)
        let games = usable(rows, of: "game") { row throws(StoredRow.Unusable) in
            try (row: row.id, game: GameResult(
                id: row.uuid("uuid"), profile: row.text("name"), subject: row.value("subject", as: Subject.self),
                mode: row.value("mode", as: GameMode.self), started: row.date("started_at"),
                ended: row.date("ended_at"), hits: row.count("hits"), misses: row.count("misses"),
                kiosk: row.optionalText("kiosk_id")))
        }
        guard questions else { return games.map(\.game) }
        let asked = try self.questions(db, where: condition, arguments: arguments)
        return games.map { row, game in
            var game = game
            game.questions = asked[row] ?? []
            return game
        }
    }

    /// The questions of the games ``games(_:where:arguments:questions:)`` selects, by game row, in the order asked.
    private func questions(
        _ db: Database, where condition: String, arguments: StatementArguments
    ) throws -> [Int64: [QuestionOutcome]] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT answer.rowid AS row_id, answer.game_id, answer.item, answer.result, answer.response_ms,
                       answer.answered
                FROM answer JOIN game ON game.id = answer.game_id JOIN profile ON profile.id = game.profile_id
                WHERE \(condition) ORDER BY answer.game_id, answer.position
                """,
            arguments: arguments)
        let answers = usable(rows, of: "answer") { row throws(StoredRow.Unusable) in
            try (game: Int64(row.count("game_id", in: 0...Int.max)), question: QuestionOutcome(
                item: row.text("item"), result: row.value("result", as: AnswerResult.self),
                responseTime: Double(row.count("response_ms", in: 0...StoredRow.slowestResponseMilliseconds)) / 1000,
                answered: row.optionalText("answered")))
        }
        return Dictionary(grouping: answers, by: \.game).mapValues { $0.map(\.question) }
    }

    /// The items missed most (wrong or timed out), most misses first; items never missed are left out.
    public func mostMissedItems(
        profile: String? = nil, subject: Subject? = nil, since: Date? = nil, until: Date? = nil, limit: Int = 10
    ) throws -> [ItemMisses] {
        let answers = try reading { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT answer.rowid AS row_id, game.subject, answer.item, answer.result, answer.response_ms
                    FROM answer JOIN game ON game.id = answer.game_id JOIN profile ON profile.id = game.profile_id
                    WHERE \(filter)
                    """,
                arguments: filterArguments(db, profile: profile, subject: subject, since: since, until: until))
            // Counted here rather than in SQL, so that each answer is checked before it counts.
            return usable(rows, of: "answer") { row throws(StoredRow.Unusable) in
                try (subject: row.value("subject", as: Subject.self), item: row.text("item"),
                     result: row.value("result", as: AnswerResult.self),
                     milliseconds: row.count("response_ms", in: 0...StoredRow.slowestResponseMilliseconds))
            }
        }
        var tally: [ItemKey: ItemMisses] = [:]
        for answer in answers {
            let key = ItemKey(subject: answer.subject, item: answer.item)
            var item = tally[key] ?? ItemMisses(subject: answer.subject, item: answer.item, asked: 0, missed: 0,
                                                meanResponseTime: 0)
            item.asked += 1
            if answer.result != .hit { item.missed += 1 }
            // The sum of seconds for now; divided by the count below.
            item.meanResponseTime += Double(answer.milliseconds) / 1000
            tally[key] = item
        }
        let missed = tally.values.filter { $0.missed > 0 }.map { item in
            var mean = item
            mean.meanResponseTime /= Double(item.asked)
            return mean
        }
        return Array(missed.sorted(by: Self.missedFirst).prefix(max(0, limit)))
    }

    /// Most misses first, then the larger share of misses, then by subject and item as SQLite orders text.
    private static func missedFirst(_ a: ItemMisses, _ b: ItemMisses) -> Bool {
        if a.missed != b.missed { return a.missed > b.missed }
        let shareA = Double(a.missed) / Double(a.asked), shareB = Double(b.missed) / Double(b.asked)
        if shareA != shareB { return shareA > shareB }
        if a.subject != b.subject { return a.subject.rawValue.utf8.lexicographicallyPrecedes(b.subject.rawValue.utf8) }
        return a.item.utf8.lexicographicallyPrecedes(b.item.utf8)
    }

    private struct ItemKey: Hashable {
        var subject: Subject
        var item: String
    }

    private var filter: String {
        """
        (?1 IS NULL OR profile.id = ?1) AND (?2 IS NULL OR game.subject = ?2)
        AND (?3 IS NULL OR game.started_at >= ?3) AND (?4 IS NULL OR game.started_at < ?4)
        """
    }

    /// Arguments for ``filter``, the profile by its id; a named profile must exist, so a typo is reported rather than
    /// shown as "no games", and it is found as every other lookup finds it (any letter case, accents composed or not).
    func filterArguments(
        _ db: Database, profile: String?, subject: Subject? = nil, since: Date? = nil, until: Date? = nil
    ) throws -> StatementArguments {
        [try profile.map { try profileID(db, named: $0) }, subject?.rawValue, since, until]
    }
}
