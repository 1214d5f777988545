import Foundation
import Lessons
import Records

/// Where a report reads a period of play: a kiosk's store, or the results a school server loaded from its database.
public protocol PlaySource {
    /// Every profile the report may cover: removed ones too, while their history is kept.
    func reportedProfiles() throws -> [String]
    /// The profile's games with their questions, oldest first, started from `since` and before `until`.
    func games(of profile: String, since: Date?, until: Date) throws -> [GameResult]
    /// The profile's activity results, oldest first, started from `since` and before `until`.
    func activities(of profile: String, since: Date?, until: Date) throws -> [ActivityResult]
}

extension RecordStore: PlaySource {
    public func reportedProfiles() throws -> [String] {
        try profiles() + profileCards(removed: true).map(\.name)
    }

    public func games(of profile: String, since: Date?, until: Date) throws -> [GameResult] {
        try history(profile: profile, since: since, until: until, questions: true)
    }

    public func activities(of profile: String, since: Date?, until: Date) throws -> [ActivityResult] {
        try activities(profile: profile, since: since, until: until)
    }
}

/// Games and activities already in memory, as a ``PlaySource``; profiles are those named in them and in `profiles`.
public struct PlayedResults: PlaySource, Sendable {
    private let names: [String]
    private let games: [String: [GameResult]]
    private let activities: [String: [ActivityResult]]

    /// The results to report on; each list is sorted here, so they may come in any order.
    public init(profiles: [String] = [], games: [GameResult], activities: [ActivityResult]) {
        names = Array(Set(profiles + games.map(\.profile) + activities.map(\.profile)))
        self.games = Dictionary(grouping: games.sorted { ($0.started, $0.id.uuidString) < ($1.started, $1.id.uuidString) },
                                by: \.profile)
        self.activities = Dictionary(
            grouping: activities.sorted { ($0.started, $0.id.uuidString) < ($1.started, $1.id.uuidString) }, by: \.profile)
    }

    public func reportedProfiles() -> [String] { names }

    public func games(of profile: String, since: Date?, until: Date) -> [GameResult] {
        (games[profile] ?? []).filter { $0.started >= (since ?? .distantPast) && $0.started < until }
    }

    public func activities(of profile: String, since: Date?, until: Date) -> [ActivityResult] {
        (activities[profile] ?? []).filter { $0.started >= (since ?? .distantPast) && $0.started < until }
    }
}

/// Reads a period of play from a store (or another ``PlaySource``) and sums it up as a ``ProgressReport``.
public enum ReportBuilder {
    /// The report for `profiles` (when nil: every profile that played in the period, removed ones included while their
    /// history is kept) of what started from `since`
    /// and before `until`; `now` ends the period when `until` is nil, and "this week" is its last seven days.
    public static func build(
        store: some PlaySource, profiles: [String]? = nil, since: Date? = nil, until: Date? = nil, now: Date = Date()
    ) throws -> ProgressReport {
        let end = until ?? Day.start(of: now).addingTimeInterval(Day.seconds)
        let names = try (profiles ?? store.reportedProfiles()).sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        let children = try names.compactMap { name -> ChildProgress? in
            let games = try store.games(of: name, since: since, until: end)
            let activities = try store.activities(of: name, since: since, until: end)
            if profiles == nil && games.isEmpty && activities.isEmpty { return nil }
            return child(name, games: games, activities: activities, since: since, end: end)
        }
        return ProgressReport(
            since: since.map(Day.name), until: Day.name(end.addingTimeInterval(-1)), children: children)
    }

    /// The start (00:00 UTC) of the day written `text` as yyyy-mm-dd, as `--since`, `--until` and the server's query
    /// name days; nil when `text` is not such a day.
    public static func day(named text: String) -> Date? {
        let format = Day.format
        // Four digits of year: "10000-01-01" reads as a day too, and sorts before every date the store keeps as text.
        guard text.utf8.count == 10, let date = format.date(from: text), format.string(from: date) == text else { return nil }
        return date
    }

    /// One child's report from its games and activities in the period ending (exclusive) at `end`.
    static func child(
        _ profile: String, games: [GameResult], activities: [ActivityResult], since: Date?, end: Date
    ) -> ChildProgress {
        ChildProgress(
            profile: profile, subjects: subjects(games), confusions: confusions(games), challenges: challenges(games),
            timeOnTask: timeOnTask(sessions(games, activities)),
            thisWeek: week(sessions(games, activities), games: games, since: since, end: end))
    }

    private static func subjects(_ games: [GameResult]) -> [SubjectProgress] {
        Dictionary(grouping: games, by: \.subject).sorted { $0.key.rawValue < $1.key.rawValue }.map { subject, games in
            let byDay = Dictionary(grouping: games) { Day.name($0.started) }
            return SubjectProgress(subject: subject.rawValue, days: byDay.keys.sorted().compactMap { day in
                let questions = byDay[day]!.flatMap(\.questions)
                guard !questions.isEmpty else { return nil }
                let right = questions.filter { $0.result == .hit }.count
                return DayProgress(
                    day: day, answers: questions.count, right: right,
                    accuracy: Double(right) / Double(questions.count), meanAnswerSeconds: questions.map(\.responseTime).reduce(0, +) / Double(questions.count))
            })
        }.filter { !$0.days.isEmpty }
    }

    private static func confusions(_ games: [GameResult]) -> [Confusion] {
        var counts: [Confusion: Int] = [:]
        for game in games {
            for question in game.questions where question.result == .miss {
                guard let answered = question.answered, answered != question.item else { continue }
                counts[Confusion(subject: game.subject.rawValue, asked: question.item, answered: answered, count: 0),
                       default: 0] += 1
            }
        }
        return counts.map { key, count in
            var confusion = key
            confusion.count = count
            return confusion
        }.sorted { a, b in
            if a.count != b.count { return a.count > b.count }
            return (a.subject, a.asked, a.answered) < (b.subject, b.asked, b.answered)
        }
    }

    private static func challenges(_ games: [GameResult]) -> [ChallengeScore] {
        var records: [Subject: Int] = [:]
        return games.filter { $0.mode == .challenge }.map { game in
            let record = max(records[game.subject] ?? 0, game.hits)
            records[game.subject] = record
            return ChallengeScore(day: Day.name(game.started), subject: game.subject.rawValue, score: game.hits, record: record)
        }
    }

    /// Each game and activity as (what, when, seconds), what by the screen it was played on (`numbers/game`).
    private static func sessions(
        _ games: [GameResult], _ activities: [ActivityResult]
    ) -> [(activity: String, started: Date, seconds: Double)] {
        games.map { (screen(of: $0), $0.started, max(0, $0.ended.timeIntervalSince($0.started))) }
            + activities.map { ($0.screen, $0.started, $0.duration) }
    }

    /// The path of the screen `game` was played on.
    private static func screen(of game: GameResult) -> String {
        Screen(game.subject, game.mode.screenMode).path
    }

    private static func timeOnTask(_ sessions: [(activity: String, started: Date, seconds: Double)]) -> [ActivityTime] {
        Dictionary(grouping: sessions, by: \.activity).map { activity, sessions in
            ActivityTime(activity: activity, sessions: sessions.count,
                         minutes: sessions.map(\.seconds).reduce(0, +) / 60)
        }.sorted { ($1.minutes, $0.activity) < ($0.minutes, $1.activity) }
    }

    private static func week(
        _ sessions: [(activity: String, started: Date, seconds: Double)], games: [GameResult], since: Date?, end: Date
    ) -> WeekComparison {
        let weekStart = end.addingTimeInterval(-7 * Day.seconds)
        let first = since ?? sessions.map(\.started).min() ?? weekStart
        // Whole weeks before this one, at least one, so minutes per week stay comparable.
        let weeksBefore = max(1, (weekStart.timeIntervalSince(Day.start(of: first)) / (7 * Day.seconds)).rounded(.up))
        let rows = Dictionary(grouping: sessions, by: \.activity).map { activity, sessions in
            let (recent, older) = split(sessions, at: weekStart, by: \.started)
            let (recentGames, olderGames) = split(games.filter { screen(of: $0) == activity },
                                                  at: weekStart, by: \.started)
            return WeekRow(
                activity: activity, minutesThisWeek: recent.map(\.seconds).reduce(0, +) / 60,
                minutesPerWeekBefore: older.map(\.seconds).reduce(0, +) / 60 / weeksBefore,
                accuracyThisWeek: accuracy(recentGames), accuracyBefore: accuracy(olderGames))
        }
        return WeekComparison(weekStart: Day.name(weekStart), rows: rows.sorted { $0.activity < $1.activity })
    }

    private static func split<T>(_ values: [T], at date: Date, by started: (T) -> Date) -> (recent: [T], older: [T]) {
        (values.filter { started($0) >= date }, values.filter { started($0) < date })
    }

    /// The share of right answers over `games`' questions; nil when there were none (activities, or no games).
    private static func accuracy(_ games: [GameResult]) -> Double? {
        let questions = games.flatMap(\.questions)
        guard !questions.isEmpty else { return nil }
        return Double(questions.filter { $0.result == .hit }.count) / Double(questions.count)
    }
}

/// Days as the report names them: yyyy-mm-dd in UTC, the store's time zone.
enum Day {
    static let seconds = 86_400.0

    /// The start (00:00 UTC) of the day holding `date`.
    static func start(of date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 / seconds).rounded(.down) * seconds)
    }

    /// "yyyy-mm-dd" of `date` in UTC.
    static func name(_ date: Date) -> String {
        format.string(from: date)
    }

    /// yyyy-mm-dd in UTC, whatever the machine's locale and zone.
    static var format: DateFormatter {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyy-MM-dd"
        return format
    }
}
