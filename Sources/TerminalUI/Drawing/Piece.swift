/// One part of a screen's body, which the layout draws as big as the space allows.
public indirect enum Piece: Equatable, Sendable {
    /// Text in the block font; plain text when it cannot be drawn big.
    case big(String, Style)
    /// A line of plain text.
    case text(String, Style)
    /// An empty row, dropped first when space is short.
    case gap
    /// A story page's words, wrapped, the spoken one highlighted; in the block font when they fit.
    case words([String], highlighted: Int?)
    /// Menu choices side by side, one highlighted; a list when they do not fit.
    case tiles([Tile], selected: Int?)
    /// Rows drawn as they are (a game's grid), whatever the space.
    case lines([Line])
    /// Keys a child presses, each with its label: a lesson's whole set (the one just heard lit) or a game's answers. A
    /// window draws them as buttons to tap, `columns` to a row when given; the terminal draws them as small boxes where
    /// `inTerminal` (a lesson's set) and otherwise leaves them to the keyboard.
    case keys([KeyCap], lit: Int?, columns: Int? = nil, inTerminal: Bool)
    /// Drawn by the terminal only: what a window shows as a `keys` piece beside it (a memory grid, a row to count).
    case terminal(Piece)
    /// How much time is left, from 1 to 0: a window drains a bar (a challenge's clock) or empties a disc (the timer)
    /// with `text` on it; the terminal draws `text` big, as `big` would.
    case gauge(left: Double, shape: GaugeShape, text: String, Style)

    /// Parts of one thing side by side, the first `lit` of them lit as they are heard (a word's syllables as they are
    /// clapped): a window draws a block per part; the terminal draws a `terminal` piece beside it instead.
    case blocks([String], lit: Int)

    /// A picture file a bank gives (a word's `picture`, PNG or SVG), which a window draws big; the terminal draws `alt`
    /// (the entry's emoji) big instead, as a window does when the file cannot be drawn.
    case image(file: String, alt: String)

    /// How a window draws a `gauge`.
    public enum GaugeShape: Equatable, Sendable {
        case bar, disc
    }

    /// One key of a `keys` piece: what it shows and the key it types.
    public struct KeyCap: Equatable, Sendable {
        public var label: String
        public var key: Character

        /// A key showing `label` that types `key`.
        public init(label: String, key: Character) {
            self.label = label
            self.key = key
        }
    }

    /// One menu choice or record: a short icon in the block font and a label under it.
    public struct Tile: Equatable, Sendable {
        public var icon: String
        public var label: String
        /// The digit that opens it, shown in its corner.
        public var number: Int?
        /// A colour picture (an emoji) a window draws instead of `icon`; the terminal's fonts may have none.
        public var picture: String?

        /// A tile showing `icon` (or `picture`, where pictures can be drawn) big over `label`, opened by `number`.
        public init(icon: String, label: String, number: Int? = nil, picture: String? = nil) {
            self.icon = icon
            self.label = label
            self.number = number
            self.picture = picture
        }
    }
}
