import Lessons
import Texts

/// Draws a frame: title bar, the screen's body fitted to the terminal, and the key map in the footer.
///
/// Pure: the same model and size always give the same lines, so every screen is tested without a terminal.
public struct ScreenRenderer: Sendable {
    /// Terminal width in columns.
    public var columns: Int
    /// Terminal height in rows.
    public var rows: Int
    /// Whether to use colours (bold and reverse are always used).
    public var colors: Bool
    /// Whether emoji can be shown (the Linux console's font has none).
    public var emoji: Bool
    /// Every text the frame shows, in the child's language.
    public var texts: Catalogue

    /// A renderer for a terminal of `columns` × `rows`, its texts from `texts`.
    public init(columns: Int, rows: Int, colors: Bool = true, emoji: Bool = true, texts: Catalogue) {
        self.columns = columns
        self.rows = rows
        self.colors = colors
        self.emoji = emoji
        self.texts = texts
    }

    /// Exactly `rows` lines with SGR styles, none wider than `columns`.
    public func render(_ model: ScreenModel) -> [String] {
        lines(for: model).map { $0.rendered(colors: colors) }
    }

    /// The same frame without styles, as tests and attribute-less terminals see it.
    public func plainText(_ model: ScreenModel) -> [String] {
        lines(for: model).map(\.plain)
    }

    private func lines(for model: ScreenModel) -> [Line] {
        let width = max(0, columns)
        guard rows > 0, width > 0 else { return [] }
        let content = FrameContent(model: model, emoji: emoji, texts: texts)
        let title = titleLine(for: content, width: width)
        guard rows > 2 else { return Array([title].prefix(rows)) }
        // The last row stays one column short so writing it never scrolls the screen.
        let footer = KeyHints.line(content.hints, columns: width - 1)
        let body = BodyLayout(width: width, height: rows - 2).lines(for: content.pieces)
        return [title] + body + [footer]
    }

    /// Screen name on the left; the child playing, the operator's message or whether sound is missing, music and volume on the right,
    /// the message cut short first (never under the width of "no sound", which a narrow row keeps over music and
    /// volume); the whole row in the title style.
    private func titleLine(for content: FrameContent, width: Int) -> Line {
        let left = " \(content.appName)  " + content.screen
        let player = content.player.map { $0 + "  " } ?? ""
        var right = player + content.music + "  " + content.volume + " "
        if let message = content.message {
            let room = max(TextWidth.of(content.noSound), width - TextWidth.of(left) - TextWidth.of(right) - 6)
            right = TextWidth.truncate(message, to: room) + "  " + right
        }
        let room = width - TextWidth.of(left) - 2
        let status = room > TextWidth.of(right) ? right : TextWidth.truncate(right, to: max(0, room))
        let spaces = String(repeating: " ", count: max(0, room - TextWidth.of(status)))
        return Line(left + "  " + spaces + status, .title).truncated(to: width)
    }
}
