import Foundation

/// The line a clip keeps while it plays, redrawn in place: its place in the preview, its name, a bar, the seconds and
/// its text.
struct ProgressLine {
    /// How many cells the bar has.
    static let barWidth = 20

    /// `3 of 625`.
    let place: String
    /// The clip's name, padded to its column.
    let name: String
    let text: String
    let elapsed: Double
    let duration: Double
    let isPaused: Bool

    /// `▶ 3 of 10  numbers.3  [████████············]  0.4 / 1.0 s  tres`, cut to `columns` so that redrawing it with a
    /// carriage return never wraps; the text comes last because it is the part that can be long.
    func text(columns: Int) -> String {
        let fraction = duration > 0 ? min(1, max(0, elapsed / duration)) : 1
        let filled = Int((fraction * Double(Self.barWidth)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: Self.barWidth - filled)
        let seconds = String(format: "%4.1f / %.1f s", min(elapsed, duration), duration)
        let line = "\(isPaused ? "‖" : "▶") \(place)  \(name) "
            + "[\(bar)] \(seconds)  " + (isPaused ? "(paused: Space plays it again) " : "") + text
        return String(line.prefix(max(1, columns - 1)))
    }
}
