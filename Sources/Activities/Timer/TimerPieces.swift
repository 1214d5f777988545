import Lessons
import TerminalUI
import Texts

/// The activity timer's screen: setting (the activities, the chosen one highlighted, the duration as `HH:MM`),
/// counting (the activity, `HH:MM:SS` big, a rabbit running along a track as time passes; a window's disc empties
/// instead) and finished (`TIME!`).
struct TimerPieces {
    let timer: TimerView
    /// Whether emoji can be drawn: the activities' pictures and the rabbit, else plain marks.
    let emoji: Bool
    /// The texts, in the child's language.
    let texts: Catalogue

    /// Columns of the progress bar's track between its ends.
    static let trackWidth = 48
    /// Activities side by side on the setting screen: two columns keep the longest names on an 80-column screen.
    private static let columns = 2

    var pieces: [Piece] {
        switch timer.stage {
        case .setting: settingPieces
        case .counting: countingPieces
        case .finished: finishedPieces
        }
    }

    // MARK: - Stages

    private var settingPieces: [Piece] {
        let hint = texts.text(timer.minutes > 0 ? "timer.set" : "timer.add")
        var pieces: [Piece] = [.text(texts.text("timer.how"), .plain), .gap]
        if !timer.activities.isEmpty {
            let caps = timer.activities.enumerated().compactMap { index, activity in
                String(index + 1).first.map {
                    Piece.KeyCap(label: emoji && !activity.emoji.isEmpty ? activity.emoji : activity.text, key: $0)
                }
            }
            let chosen = timer.activities.firstIndex { $0 == timer.activity }
            pieces += [.terminal(.lines(activityRows)), .keys(caps, lit: chosen, inTerminal: false), .gap]
        }
        return pieces + [.big(Self.clock(minutes: timer.minutes), timer.minutes > 0 ? .item : .dim),
                         .text(texts.text("timer.units"), .dim), .gap, .text(hint, .plain)]
    }

    private var countingPieces: [Piece] {
        let status: Piece = timer.running ? .text(texts.text("timer.pause"), .plain) : .text(texts.text("timer.paused"), .alert)
        let left = timer.totalSeconds > 0 ? Double(timer.secondsLeft) / Double(timer.totalSeconds) : 0
        return [activityLine, .gap, .gauge(left: left, shape: .disc, text: Self.clock(seconds: timer.secondsLeft),
                                           timer.running ? .item : .dim), .gap,
                .terminal(.lines([progressBar])), .gap, status]
    }

    private var finishedPieces: [Piece] {
        [activityLine, .gap, .big(Self.clock(seconds: 0), .dim), .gap, .big(texts.text("timer.done"), .good), .text(texts.text("timer.again"), .plain)]
    }

    // MARK: - Parts

    /// The activities in rows, each `1 🥣 Menjar`; the chosen one in brackets and highlighted.
    private var activityRows: [Line] {
        let cells = timer.activities.enumerated().map { index, activity in
            "\(index + 1) " + (emoji && !activity.emoji.isEmpty ? activity.emoji + " " : "") + activity.text
        }
        let width = cells.map(TextWidth.of).max() ?? 0
        return stride(from: 0, to: cells.count, by: Self.columns).map { start in
            var row = Line()
            for index in start..<min(start + Self.columns, cells.count) {
                let chosen = timer.activities[index] == timer.activity
                let padding = String(repeating: " ", count: width - TextWidth.of(cells[index]))
                row.append(index > start ? "    " : "")
                row.append((chosen ? "[" : " ") + cells[index] + (chosen ? "]" : " ") + padding, chosen ? .selected : .plain)
            }
            return row
        }
    }

    private var activityLine: Piece {
        guard let activity = timer.activity else { return .text(texts.text("screen.timer"), .plain) }
        return .text((emoji && !activity.emoji.isEmpty ? activity.emoji + "  " : "") + activity.text.uppercased(), .item)
    }

    /// `[====🐇------]`: the marker moves from the left end to the right as the time passes.
    private var progressBar: Line {
        let marker = emoji ? "🐇" : ">"
        let room = Self.trackWidth - TextWidth.of(marker)
        let passed = min(room, max(0, Int((timer.elapsedFraction * Double(room)).rounded(.down))))
        var line = Line("[", .plain)
        line.append(String(repeating: "=", count: passed), .good)
        line.append(marker, .item)
        line.append(String(repeating: "-", count: room - passed), .dim)
        line.append("]", .plain)
        return line
    }

    /// `HH:MM` of a duration in minutes.
    static func clock(minutes: Int) -> String {
        twoDigits(minutes / 60) + ":" + twoDigits(minutes % 60)
    }

    /// `HH:MM:SS` of a time in seconds.
    static func clock(seconds: Int) -> String {
        twoDigits(seconds / 3_600) + ":" + twoDigits(seconds / 60 % 60) + ":" + twoDigits(seconds % 60)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
