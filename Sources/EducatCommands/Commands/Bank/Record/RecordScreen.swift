import Foundation
import SoundBank
import TerminalUI

/// What `bank record` shows while it records one item: the text big (in the block font when it can draw it), the
/// item's emoji, the countdown or the level meter, what the last take measured, and the keys.
struct RecordScreen {
    /// Where the take is.
    enum Phase {
        case countdown(Int)
        case recording(level: Double, clipped: Bool, speaking: Bool)
        case review
    }

    let item: RecordingItem
    /// "3/26".
    let position: String
    /// Whether the item's emoji can be drawn; where it cannot, the text shown big stands alone.
    let emoji: Bool
    /// The text shown big.
    var shown: String
    /// What to do now ("Say: be").
    var prompt = ""
    /// What the last take measured, or why it cannot be kept.
    var status = ""
    var phase = Phase.countdown(3)

    init(item: RecordingItem, position: String, emoji: Bool) {
        self.item = item
        self.position = position
        self.emoji = emoji
        shown = item.shown
    }

    /// The screen's lines for a terminal of `columns` × `rows`.
    func lines(columns: Int, rows: Int) -> [String] {
        var lines = [" educat  bank record  \(item.name)  \(position)", ""]
        let big = BlockFont.render(shown.uppercased(), scale: 1).flatMap { rendered in
            rendered.map(\.count).max().map { $0 <= columns ? rendered : nil } ?? nil
        }
        lines += (big ?? [shown]).map { center($0, columns) }
        if emoji, let picture = item.emoji { lines += ["", center(picture, columns)] }
        lines += ["", center(prompt, columns), ""]
        switch phase {
        case .countdown(let count):
            lines += BlockFont.render(String(count)).map { $0.map { center($0, columns) } } ?? [center("\(count)", columns)]
        case .recording(let level, let clipped, let speaking):
            lines.append(center(meter(level: level, width: min(50, columns - 12)), columns))
            lines.append(center(clipped ? "TOO LOUD: clipping, move back from the microphone" : speaking ? "recording…" : "listening…",
                                columns))
        case .review:
            lines.append(center(status, columns))
        }
        let keys = switch phase {
        case .review: "Enter keep  r again  s skip  ← back  q quit"
        default: "Enter/Space stop  s skip  ← back  q quit"
        }
        let filler = max(0, rows - lines.count - 1)
        return lines + Array(repeating: "", count: filler) + [" " + keys]
    }

    /// A bar from −60 to 0 dBFS with a mark at −6 dBFS, and the level in numbers.
    private func meter(level: Double, width: Int) -> String {
        let filled = Int((max(0, min(1, (level + 60) / 60)) * Double(width)).rounded())
        let mark = Int(Double(width) * 54 / 60)
        let bar = (0..<width).map { $0 < filled ? "█" : $0 == mark ? "|" : "·" }.joined()
        return "[\(bar)] " + String(format: "%5.1f dB", level)
    }

    private func center(_ text: String, _ columns: Int) -> String {
        String(repeating: " ", count: max(0, (columns - text.count) / 2)) + text
    }
}
