import Foundation
import Plot

/// The report as one self-contained HTML page: inline CSS and SVG, no script, nothing fetched; printable on A4.
public enum ReportPage {
    /// The page for `report`, one section per child.
    public static func html(_ report: ProgressReport) -> String {
        let period = "\(report.since ?? "first game") to \(report.until)"
        let title = report.children.count == 1 ? "Progress of \(report.children[0].profile)" : "Progress of the class"
        return HTML(
            .lang(.english),
            .head(
                .encoding(.utf8),
                // Not Plot's .title(): it also writes the title into meta attributes, unescaped.
                .element(named: "title", nodes: [.text(title)]),
                .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                .style(ReportStyle.css)),
            .body(
                .header(.h1(.text(title)), .p(.class("period"), .text(period))),
                .if(report.children.isEmpty, .p(.text("No profile to report on."))),
                .forEach(report.children) { child(in: report, $0) })
        ).render()
    }

    /// Colours of the subjects' lines, the same in every chart.
    static func colour(of subject: String) -> String {
        ["numbers": "#1f77b4", "vowels": "#d62728", "alphabet": "#2ca02c", "syllables": "#9467bd"][subject] ?? "#555555"
    }

    private static func child(in report: ProgressReport, _ child: ChildProgress) -> Node<HTML.BodyContext> {
        let days = Array(Set(child.subjects.flatMap { $0.days.map(\.day) })).sorted()
        let played = !child.subjects.isEmpty || !child.timeOnTask.isEmpty
        return .section(
            .class("child"),
            .h2(.text(child.profile)),
            .p(.class("summary"), .text(summary(child))),
            .if(!played, .p(.text("Nothing played in this period."))),
            .if(!days.isEmpty, .group(
                .h3("Right answers per day"),
                Chart.lines(
                    series(child, days: days) { $0.accuracy * 100 }, xLabels: days, yMax: 100,
                    yTicks: [0, 50, 100], yLabel: { String(format: "%.0f%%", $0) },
                    caption: "Share of right answers, by subject"),
                .h3("Time to answer"),
                answerTimeChart(child, days: days))),
            .if(!child.confusions.isEmpty, .group(
                .h3("Mixed up most"),
                .p(.class("note"), .text("Rows: the item asked; columns: the key pressed instead; darker is more often.")),
                .group(ConfusionGrid.tables(child.confusions)))),
            .if(!child.challenges.isEmpty, .group(
                .h3("Challenge records"),
                challengeChart(child))),
            .if(!child.timeOnTask.isEmpty, .group(
                .h3("Time on each activity"),
                Chart.bars(
                    child.timeOnTask.map { ($0.activity, $0.minutes) }, colour: "#4e79a7",
                    format: { String(format: "%.0f min", $0) }, caption: "Minutes in the period"))),
            .if(!child.thisWeek.rows.isEmpty, weekTable(child.thisWeek)))
    }

    private static func summary(_ child: ChildProgress) -> String {
        let answers = child.subjects.flatMap(\.days).map(\.answers).reduce(0, +)
        let right = child.subjects.flatMap(\.days).map(\.right).reduce(0, +)
        let minutes = child.timeOnTask.map(\.minutes).reduce(0, +)
        let share = answers == 0 ? "" : String(format: ", %.0f%% right", Double(right) / Double(answers) * 100)
        return String(format: "%.0f minutes played; %d answers", minutes, answers) + share + "."
    }

    /// One series per subject, `value` of each day it was played, at that day's position among `days`.
    private static func series(
        _ child: ChildProgress, days: [String], value: (DayProgress) -> Double
    ) -> [ChartSeries] {
        let position = Dictionary(uniqueKeysWithValues: days.enumerated().map { ($1, Double($0)) })
        return child.subjects.map { subject in
            ChartSeries(name: subject.subject, colour: colour(of: subject.subject), points: subject.days.map {
                .init(x: position[$0.day] ?? 0, y: value($0))
            })
        }
    }

    private static func answerTimeChart(_ child: ChildProgress, days: [String]) -> Node<HTML.BodyContext> {
        let slowest = child.subjects.flatMap(\.days).map(\.meanAnswerSeconds).max() ?? 0
        let top = max(1, slowest.rounded(.up))
        return Chart.lines(
            series(child, days: days, value: \.meanAnswerSeconds), xLabels: days, yMax: top, yTicks: [0, top / 2, top],
            yLabel: { String(format: "%.1f s", $0) }, caption: "Mean seconds to answer, by subject")
    }

    private static func challengeChart(_ child: ChildProgress) -> Node<HTML.BodyContext> {
        let subjects = Array(Set(child.challenges.map(\.subject))).sorted()
        let top = Double(max(1, child.challenges.map(\.record).max() ?? 1))
        let series = subjects.map { subject in
            ChartSeries(name: subject, colour: colour(of: subject), points: child.challenges.enumerated().compactMap {
                $1.subject == subject ? .init(x: Double($0), y: Double($1.record)) : nil
            })
        }
        return Chart.lines(
            series, xLabels: child.challenges.map(\.day), yMax: top, yTicks: [0, top],
            yLabel: { String(format: "%.0f", $0) }, caption: "Record after each challenge, by subject")
    }

    private static func weekTable(_ week: WeekComparison) -> Node<HTML.BodyContext> {
        .group(
            .h3(.text("This week (from \(week.weekStart)) and before")),
            .table(
                .class("week"),
                .thead(.tr(.th("Activity"), .th("Minutes this week"), .th("Minutes a week before"),
                           .th("Right this week"), .th("Right before"))),
                .tbody(.forEach(week.rows) { row in
                    // A narrow page may break a screen's path after its slash, never inside a word.
                    .tr(.td(.text(row.activity.replacingOccurrences(of: "/", with: "/\u{200B}"))),
                        .td(.class("number"), .text(minutes(row.minutesThisWeek))),
                        .td(.class("number"), .text(minutes(row.minutesPerWeekBefore))),
                        .td(.class("number"), .text(percent(row.accuracyThisWeek))),
                        .td(.class("number"), .text(percent(row.accuracyBefore))))
                })))
    }

    /// Whole minutes; some practice that rounds to none is "<1", never the "0" that says none happened.
    static func minutes(_ value: Double) -> String {
        let whole = String(format: "%.0f", value)
        return value > 0 && whole == "0" ? "<1" : whole
    }

    private static func percent(_ share: Double?) -> String {
        share.map { String(format: "%.0f%%", $0 * 100) } ?? "–"
    }
}
