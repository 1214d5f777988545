/// Writes frames as escape sequences, only the rows that changed since the last frame, to avoid flicker
/// on slow consoles.
struct FramePainter {
    private var previous: [String] = []

    /// Forgets what is on screen, so the next frame is drawn whole (after a resize or a reconnect).
    mutating func invalidate() {
        previous = []
    }

    /// The bytes that turn the last frame into `lines`.
    mutating func paint(_ lines: [String]) -> String {
        var output = previous.isEmpty ? "\u{1B}[0m\u{1B}[2J" : ""
        for (row, line) in lines.enumerated() where row >= previous.count || previous[row] != line {
            output += "\u{1B}[\(row + 1);1H\u{1B}[0m\(line)\u{1B}[0m\u{1B}[K"
        }
        previous = lines
        return output
    }
}
