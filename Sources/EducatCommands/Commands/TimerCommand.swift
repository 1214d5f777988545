import Activities
import ArgumentParser
import Foundation
import Lessons

/// `educat timer [--duration 1h30m] [--activity ID]`: straight into the activity timer, full screen.
struct TimerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timer",
        abstract: "Open the activity timer: pick an activity and how long, then watch the time run out.",
        discussion: """
            Without options it opens on the setting screen: 1-9 choose an activity (optional), Up/Down change the \
            minutes and Right/Left the hours, Enter sets the timer. With --duration it opens already set, paused: \
            Enter (or Space) starts and pauses it. Half time and the last minute are said, and a chime rings at \
            zero. Backspace goes back to setting, Esc to the main menu; Ctrl-C quits.
            """)

    @Option(help: ArgumentHelp("How long: 1h30m, 45m, 2h, or a number of minutes; at most 23h59m.", valueName: "time"))
    var duration: String?

    @Option(help: ArgumentHelp("The activity's id in the bank (e.g. menjar); needs --duration.", valueName: "id"))
    var activity: String?

    @OptionGroup var options: KioskCommand.Options

    func validate() throws {
        if let duration { _ = try Self.minutes(in: duration) }
        if activity != nil, duration == nil {
            throw ValidationError("--activity needs --duration: the timer opens set only when it knows how long.")
        }
    }

    func run() throws {
        let preset = try duration.map { TimerPreset(minutes: try Self.minutes(in: $0), activity: activity) }
        try options.launch(at: .timer, kiosk: false, timer: preset)
    }

    /// The minutes of `1h30m`, `45m`, `2h` or `45`, from 1 to 23 h 59 min.
    static func minutes(in text: String) throws -> Int {
        let problem = ValidationError("--duration \(text): give hours and minutes like 1h30m, 45m or 2h, "
                                      + "or a number of minutes, from 1 minute to 23h59m.")
        let lower = text.lowercased()
        var minutes: Int
        if let plain = Int(lower) {
            minutes = plain
        } else {
            let parts = lower.split(separator: "h", maxSplits: 1, omittingEmptySubsequences: false)
            let hours = parts.count == 2 ? Int(parts[0]) : 0
            let rest = parts.count == 2 ? parts[1] : parts[0]
            let tail = rest.isEmpty ? 0 : rest.hasSuffix("m") ? Int(rest.dropLast()) : nil
            // Minutes after hours stay under an hour (1h75m is a typo, not 2h15m); hours past a day are refused
            // before they are multiplied, so a huge number cannot overflow.
            guard let hours, let tail, (0...TimerAction.longestDuration / 60).contains(hours), tail >= 0,
                  parts.count == 1 || tail < 60, !lower.hasPrefix("h"), lower.contains(where: \.isNumber) else {
                throw problem
            }
            minutes = hours * 60 + tail
        }
        guard (1...TimerAction.longestDuration).contains(minutes) else { throw problem }
        return minutes
    }
}
