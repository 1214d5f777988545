/// One row of the screen as styled segments, with the columns it takes known.
public struct Line: Equatable, Sendable {
    private struct Segment: Equatable, Sendable {
        var text: String
        var style: Style
    }

    private var segments: [Segment] = []
    /// Columns taken.
    private(set) var width = 0

    /// An empty line.
    public init() {}

    /// A line of one segment.
    public init(_ text: String, _ style: Style = .plain) {
        append(text, style)
    }

    /// Its text and styles, segment by segment, for a front end that draws them itself.
    public var parts: [(text: String, style: Style)] { segments.map { ($0.text, $0.style) } }

    /// Adds text at the end.
    public mutating func append(_ text: String, _ style: Style = .plain) {
        guard !text.isEmpty else { return }
        segments.append(Segment(text: text, style: style))
        width += TextWidth.of(text)
    }

    /// Adds another line's segments at the end.
    mutating func append(_ line: Line) {
        segments += line.segments
        width += line.width
    }

    /// This line cut to `columns`.
    func truncated(to columns: Int) -> Line {
        guard width > columns else { return self }
        var line = Line()
        for segment in segments {
            let room = columns - line.width
            guard room > 0 else { break }
            line.append(TextWidth.truncate(segment.text, to: room), segment.style)
        }
        return line
    }

    /// This line with spaces before it so it sits in the middle of `columns`.
    func centered(in columns: Int) -> Line {
        var line = Line(String(repeating: " ", count: max(0, (columns - width) / 2)))
        line.append(self)
        return line.truncated(to: columns)
    }

    /// The text with SGR escapes around styled segments, reset at the end.
    func rendered(colors: Bool) -> String {
        segments.map { segment in
            let sgr = segment.style.sgr(colors: colors)
            return sgr.isEmpty ? segment.text : "\u{1B}[\(sgr)m\(segment.text)\u{1B}[0m"
        }.joined()
    }

    /// The text without styles, as a terminal without attributes shows it.
    var plain: String { segments.map(\.text).joined() }
}
