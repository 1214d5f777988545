import Foundation
import Plot
import Texts

/// The report as one self-contained HTML page: inline CSS and SVG, no script, nothing fetched; printable on A4.
public enum ReportPage {
    /// The page for `report`, one section per child, in `texts`' language: its headings, and what was played named as
    /// a person says it (``PlayNames``).
    public static func html(_ report: ProgressReport, texts: Catalogue) -> String {
        let words = Words(texts)
        let period = report.since.map { texts.text("report.period", ["since": $0, "until": report.until]) }
            ?? texts.text("report.period_from_first", ["until": report.until])
        let title = report.children.count == 1
            ? texts.text("report.title", ["name": report.children[0].profile]) : texts.text("report.title_class")
        return HTML(
            .attribute(named: "lang", value: texts.language),
            .head(
                .encoding(.utf8),
                // Not Plot's .title(): it also writes the title into meta attributes, unescaped.
                .element(named: "title", nodes: [.text(title)]),
                .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                .style(ReportStyle.css)),
            .body(
                .header(.h1(.text(title)), .p(.class("period"), .text(period))),
                .if(report.children.isEmpty, .p(.text(texts.text("report.no_profile")))),
                .forEach(report.children) { child($0, words) })
        ).render()
    }

    /// Colours of the subjects' lines, the same in every chart.
    static func colour(of subject: String) -> String {
        ["numbers": "#1f77b4", "vowels": "#d62728", "alphabet": "#2ca02c", "syllables": "#9467bd"][subject] ?? "#555555"
    }

    private static func child(_ child: ChildProgress, _ words: Words) -> Node<HTML.BodyContext> {
        let texts = words.texts
        let days = Array(Set(child.subjects.flatMap { $0.days.map(\.day) })).sorted()
        let played = !child.subjects.isEmpty || !child.timeOnTask.isEmpty
        return .section(
            .class("child"),
            .h2(.text(child.profile)),
            .p(.class("summary"), .text(summary(child, words))),
            .if(!played, .p(.text(texts.text("report.nothing_played")))),
            .if(!days.isEmpty, .group(
                .h3(.text(texts.text("report.right_per_day"))),
                Chart.lines(
                    series(child, days: days, words.names) { $0.accuracy * 100 }, xLabels: days, yMax: 100,
                    yTicks: [0, 50, 100], yLabel: { texts.text("report.percent", ["n": String(format: "%.0f", $0)]) },
                    caption: texts.text("report.right_caption")),
                .h3(.text(texts.text("report.answer_time"))),
                answerTimeChart(child, days: days, words))),
            .if(!child.confusions.isEmpty, .group(
                .h3(.text(texts.text("report.mixed_up"))),
                .p(.class("note"), .text(texts.text("report.mixed_up_note"))),
                .group(ConfusionGrid.tables(child.confusions, names: words.names)))),
            .if(!child.challenges.isEmpty, .group(
                .h3(.text(texts.text("report.challenges"))),
                challengeChart(child, words))),
            .if(!child.timeOnTask.isEmpty, .group(
                .h3(.text(texts.text("report.time_on_activities"))),
                Chart.bars(
                    child.timeOnTask.map { (words.names.activity($0.activity), $0.minutes) }, colour: "#4e79a7",
                    format: { texts.text("report.minutes", ["n": words.minutes($0)]) },
                    caption: texts.text("report.time_caption")))),
            .if(!child.thisWeek.rows.isEmpty, weekTable(child.thisWeek, words)))
    }

    private static func summary(_ child: ChildProgress, _ words: Words) -> String {
        let texts = words.texts
        let answers = child.subjects.flatMap(\.days).map(\.answers).reduce(0, +)
        let right = child.subjects.flatMap(\.days).map(\.right).reduce(0, +)
        let minutes = child.timeOnTask.map(\.minutes).reduce(0, +)
        let played = words.wholeMinutes(minutes).map { texts.counted("report.minutes_played", $0) }
            ?? texts.text("report.under_a_minute")
        let counted = ["played": played, "answers": texts.counted("report.answers", answers)]
        guard answers > 0 else { return texts.text("report.summary", counted) }
        let share = words.percent(Double(right) / Double(answers))
        return texts.text("report.summary_right", counted.merging(["share": share]) { $1 })
    }

    /// One series per subject, `value` of each day it was played, at that day's position among `days`.
    private static func series(
        _ child: ChildProgress, days: [String], _ names: PlayNames, value: (DayProgress) -> Double
    ) -> [ChartSeries] {
        let position = Dictionary(uniqueKeysWithValues: days.enumerated().map { ($1, Double($0)) })
        return child.subjects.map { subject in
            ChartSeries(name: names.subject(subject.subject), colour: colour(of: subject.subject),
                        points: subject.days.map { .init(x: position[$0.day] ?? 0, y: value($0)) })
        }
    }

    private static func answerTimeChart(
        _ child: ChildProgress, days: [String], _ words: Words
    ) -> Node<HTML.BodyContext> {
        let slowest = child.subjects.flatMap(\.days).map(\.meanAnswerSeconds).max() ?? 0
        let top = max(1, slowest.rounded(.up))
        return Chart.lines(
            series(child, days: days, words.names, value: \.meanAnswerSeconds), xLabels: days, yMax: top,
            yTicks: [0, top / 2, top], yLabel: { words.texts.text("report.seconds", ["n": words.tenths($0)]) },
            caption: words.texts.text("report.answer_time_caption"))
    }

    private static func challengeChart(_ child: ChildProgress, _ words: Words) -> Node<HTML.BodyContext> {
        let subjects = Array(Set(child.challenges.map(\.subject))).sorted()
        let top = Double(max(1, child.challenges.map(\.record).max() ?? 1))
        let series = subjects.map { subject in
            ChartSeries(name: words.names.subject(subject), colour: colour(of: subject),
                        points: child.challenges.enumerated().compactMap {
                $1.subject == subject ? .init(x: Double($0), y: Double($1.record)) : nil
            })
        }
        return Chart.lines(
            series, xLabels: child.challenges.map(\.day), yMax: top, yTicks: [0, top],
            yLabel: { String(format: "%.0f", $0) }, caption: words.texts.text("report.challenges_caption"))
    }

    private static func weekTable(_ week: WeekComparison, _ words: Words) -> Node<HTML.BodyContext> {
        let texts = words.texts
        let rows = week.rows.map { (name: words.names.activity($0.activity), row: $0) }
            .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        return .group(
            .h3(.text(texts.text("report.week", ["day": week.weekStart]))),
            .table(
                .class("week"),
                .thead(.tr(.forEach(["activity", "minutes_this_week", "minutes_before", "right_this_week", "right_before"]) {
                    .th(.text(texts.text("report." + $0)))
                })),
                .tbody(.forEach(rows) { name, row in
                    .tr(.td(.text(name)),
                        .td(.class("number"), .text(words.minutes(row.minutesThisWeek))),
                        .td(.class("number"), .text(words.minutes(row.minutesPerWeekBefore))),
                        .td(.class("number"), .text(row.accuracyThisWeek.map(words.percent) ?? "–")),
                        .td(.class("number"), .text(row.accuracyBefore.map(words.percent) ?? "–")))
                })))
    }

    /// The catalogue with the names and the numbers of the page in its language.
    struct Words {
        let texts: Catalogue
        let names: PlayNames
        private let decimals: NumberFormatter

        init(_ texts: Catalogue) {
            self.texts = texts
            names = PlayNames(texts)
            decimals = NumberFormatter()
            decimals.locale = Locale(identifier: texts.language)
            decimals.minimumFractionDigits = 1
            decimals.maximumFractionDigits = 1
        }

        /// Minutes rounded to whole ones; nil for some practice that rounds to none, which is never "0 minutes".
        func wholeMinutes(_ value: Double) -> Int? {
            let whole = Int(value.rounded())
            return value > 0 && whole == 0 ? nil : whole
        }

        /// Whole minutes; some practice that rounds to none is "<1", never the "0" that says none happened.
        func minutes(_ value: Double) -> String {
            wholeMinutes(value).map(String.init) ?? "<1"
        }

        /// A share as a whole percentage that never rounds to what did not happen: some right is never "0 %", and
        /// some wrong never "100 %".
        func percent(_ share: Double) -> String {
            let whole = Int((share * 100).rounded())
            let shown = share > 0 && whole == 0 ? "<1" : share < 1 && whole == 100 ? ">99" : String(whole)
            return texts.text("report.percent", ["n": shown])
        }

        /// Seconds to a tenth, with the language's decimal mark ("1,5" in Catalan).
        func tenths(_ value: Double) -> String {
            decimals.string(from: NSNumber(value: value)) ?? String(format: "%.1f", value)
        }
    }
}
