import CCanvas
import TerminalUI

/// A rectangle in pixels, from its top left corner.
public struct PixelRect: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// The rectangle at (`x`, `y`) of `width` × `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether the point (`x`, `y`) is inside.
    public func contains(x: Double, y: Double) -> Bool {
        x >= self.x && x < self.x + width && y >= self.y && y < self.y + height
    }
}

/// The window's colours, 0xRRGGBB.
enum Colour {
    static let page: UInt32 = 0xFFF8E7
    static let ink: UInt32 = 0x2B2B2B
    static let bar: UInt32 = 0x1F4E79
    static let barText: UInt32 = 0xFFFFFF
    static let barButton: UInt32 = 0xDCE8F5
    static let footer: UInt32 = 0xECE6D6
    static let tile: UInt32 = 0xFFFFFF
    static let tileEdge: UInt32 = 0xC9BFA5
    static let chosen: UInt32 = 0xFFE08A
    static let chosenEdge: UInt32 = 0xE07B00
    static let highlight: UInt32 = 0xFFD54F
    /// What a clock's bar or disc has used up.
    static let track: UInt32 = 0xE4DCC8
    /// Text on what is not lit yet.
    static let waiting: UInt32 = 0xA89F8A

    /// The colour a style's text is drawn in on the page.
    static func of(_ style: Style) -> UInt32 {
        switch style {
        case .plain: ink
        case .title: bar
        case .selected: 0xC25E00
        case .item: 0x00796B
        case .good: 0x2E7D32
        case .bad: 0xC62828
        case .alert: 0x8E24AA
        case .dim: 0x5C6B7A
        }
    }

    /// `colour` as Pango's markup writes it, `#rrggbb`.
    static func markup(_ colour: UInt32) -> String {
        let digits = String(colour, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}

/// A picture being drawn (`CCanvas`: cairo, and text shaped by Pango), in Swift's terms.
final class Canvas {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// One paragraph of text laid out on the canvas, to measure and draw.
    final class Text {
        fileprivate let pointer: OpaquePointer?
        /// Width and height in pixels.
        let size: (width: Double, height: Double)

        fileprivate init(_ pointer: OpaquePointer?) {
            self.pointer = pointer
            var (width, height) = (0.0, 0.0)
            if let pointer { educat_text_size(pointer, &width, &height) }
            size = (width, height)
        }

        deinit { educat_text_free(pointer) }
    }

    /// `text` (Pango markup when `markup`) at `pixels` high; wrapped and centred within `width` when given (left when
    /// `left`), cut with "…" when `oneLine`.
    func text(_ text: String, pixels: Double, bold: Bool = false, width: Double? = nil, markup: Bool = false,
              oneLine: Bool = false, left: Bool = false) -> Text {
        Text(educat_text_new(pointer, text, pixels, bold ? 1 : 0, width ?? 0, markup ? 1 : 0, oneLine ? 1 : 0, left ? 1 : 0))
    }

    /// `text` at `pixels` high, or smaller so that it is no wider than `widest`: one line drawn as big as it fits.
    func text(_ text: String, pixels: Double, bold: Bool = false, markup: Bool = false, fitting widest: Double) -> Text {
        let laid = self.text(text, pixels: pixels, bold: bold, markup: markup)
        guard laid.size.width > widest else { return laid }
        return self.text(text, pixels: pixels * widest / laid.size.width, bold: bold, markup: markup)
    }

    /// Draws `text` with its top left at (`x`, `y`) in `colour`.
    func draw(_ text: Text, x: Double, y: Double, colour: UInt32) {
        guard let laid = text.pointer else { return }
        educat_text_draw(pointer, laid, x, y, colour)
    }

    func fill(_ rect: PixelRect, _ colour: UInt32) {
        educat_canvas_fill(pointer, rect.x, rect.y, rect.width, rect.height, colour)
    }

    /// A rectangle with corners rounded by `radius`, filled, then its edge drawn `edge` wide when given.
    func roundRect(_ rect: PixelRect, radius: Double, fill: UInt32, edge: (colour: UInt32, width: Double)? = nil) {
        educat_canvas_round_rect(pointer, rect.x, rect.y, rect.width, rect.height, radius, fill, edge?.colour ?? 0,
                                 edge?.width ?? 0)
    }

    /// Draws the picture in the file at `path` as large as fits in `rect`, in its own proportions; false when the file
    /// is no picture that can be drawn.
    func picture(_ path: String, in rect: PixelRect) -> Bool {
        guard let picture = Pictures.shared.picture(at: path) else { return false }
        educat_canvas_picture(pointer, picture, rect.x, rect.y, rect.width, rect.height)
        return true
    }

    /// A ring round `x`, `y` between the radii `inner` and `outer`: `track` all round, `fill` over the first
    /// `fraction` clockwise from twelve o'clock.
    func ring(x: Double, y: Double, outer: Double, inner: Double, fraction: Double, fill: UInt32, track: UInt32) {
        educat_canvas_ring(pointer, x, y, outer, inner, fraction, fill, track)
    }

    /// `text` escaped for Pango's markup (GLib's own escaping).
    static func escaped(_ text: String) -> String {
        guard let escaped = educat_markup_escape(text) else { return "" }
        defer { educat_canvas_release(escaped) }
        return String(cString: escaped)
    }
}
