import Foundation

/// Everything a progress report shows, for one child or a class; `educat report --json` prints it as it is.
public struct ProgressReport: Codable, Equatable, Sendable {
    /// The first day included (yyyy-mm-dd, UTC); nil when the report starts with the first game stored.
    public var since: String?
    /// The last day included (yyyy-mm-dd, UTC).
    public var until: String
    /// One entry per child, in name order.
    public var children: [ChildProgress]
}

/// What one child did in the period.
public struct ChildProgress: Codable, Equatable, Sendable {
    /// The profile's name.
    public var profile: String
    /// Answers per subject and day, for the accuracy and answer-time charts.
    public var subjects: [SubjectProgress]
    /// Wrong answers by item asked and key pressed, most frequent first.
    public var confusions: [Confusion]
    /// Every challenge played, oldest first, with the record as it stood after it.
    public var challenges: [ChallengeScore]
    /// Minutes spent per activity, longest first.
    public var timeOnTask: [ActivityTime]
    /// This week (the last seven days of the period) against the days before it.
    public var thisWeek: WeekComparison
}

/// One subject's answers, day by day.
public struct SubjectProgress: Codable, Equatable, Sendable {
    /// The subject ("numbers", "vowels", …).
    public var subject: String
    /// Days on which the subject was played, oldest first.
    public var days: [DayProgress]
}

/// The answers of one day in one subject.
public struct DayProgress: Codable, Equatable, Sendable {
    /// The day, yyyy-mm-dd (UTC).
    public var day: String
    /// Questions answered (or timed out).
    public var answers: Int
    /// Right answers.
    public var right: Int
    /// Right answers as a share of all, from 0 to 1.
    public var accuracy: Double
    /// Mean seconds from question to answer.
    public var meanAnswerSeconds: Double
}

/// How often the child pressed `answered` when `asked` was asked.
public struct Confusion: Codable, Hashable, Sendable {
    /// The subject.
    public var subject: String
    /// The item asked, by the id its game stored (`numbers.9`); ``PlayNames`` says it in words.
    public var asked: String
    /// The key pressed instead.
    public var answered: String
    /// How many times.
    public var count: Int
}

/// One challenge's score and the record after it.
public struct ChallengeScore: Codable, Equatable, Sendable {
    /// The day, yyyy-mm-dd (UTC).
    public var day: String
    /// The subject.
    public var subject: String
    /// Right answers in the challenge.
    public var score: Int
    /// The best score of the subject so far, this challenge included.
    public var record: Int
}

/// Time spent on one activity.
public struct ActivityTime: Codable, Equatable, Sendable {
    /// The activity, by the path of its screen: a game (`numbers/game`, `vowels/challenge`) or another activity
    /// (`vowels/lesson`, `memory/animals`); ``PlayNames`` says it in words.
    public var activity: String
    /// Times it was played.
    public var sessions: Int
    /// Minutes in all.
    public var minutes: Double
}

/// What was practised in the last seven days against before them.
public struct WeekComparison: Codable, Equatable, Sendable {
    /// The first day of "this week" (yyyy-mm-dd).
    public var weekStart: String
    /// Per activity, this week and before.
    public var rows: [WeekRow]
}

/// One activity's practice this week and before it.
public struct WeekRow: Codable, Equatable, Sendable {
    /// The activity, by the path of its screen, as in ``ActivityTime``.
    public var activity: String
    /// Minutes this week.
    public var minutesThisWeek: Double
    /// Minutes before this week, per week (so the two can be compared).
    public var minutesPerWeekBefore: Double
    /// Share of right answers this week (games only).
    public var accuracyThisWeek: Double?
    /// Share of right answers before this week (games only).
    public var accuracyBefore: Double?
}
