/// The operator's menu in kiosk mode: quit, the volume cap children cannot pass, and resetting records.
public struct OperatorMenu: Equatable, Sendable {
    /// The menu's lines, in order.
    public enum Item: CaseIterable, Sendable {
        case quit, volumeCap, resetRecords, close
    }

    /// What the operator asked for.
    public enum Command: Equatable, Sendable {
        case quit, close, resetRecords
        case setCap(Double)
    }

    /// The highlighted line.
    public private(set) var selected = Item.close
    /// The volume cap being set, dB.
    public private(set) var cap: Double
    /// What the last command did, for the operator to read.
    public var message: Message?

    /// A message as a catalogue key and the values for its placeholders, drawn in the screens' language.
    public struct Message: Equatable, Sendable {
        /// The catalogue key (`operator.reset_done`).
        public var key: String
        /// The placeholders' values (`error`).
        public var values: [String: String]

        /// The message of `key`, with `values` for its placeholders.
        public init(_ key: String, _ values: [String: String] = [:]) {
            self.key = key
            self.values = values
        }
    }

    /// Caps go from this to 0 dB in `capStep` steps.
    static let lowestCap = -30.0
    static let capStep = 3.0

    /// A menu showing the current cap.
    public init(cap: Double) {
        self.cap = cap
    }

    /// Applies a key; returns the command it completes, if any.
    public mutating func press(_ key: Key) -> Command? {
        let items = Item.allCases
        let index = items.firstIndex(of: selected) ?? 0
        switch key {
        case .up: selected = items[max(0, index - 1)]
        case .down: selected = items[min(items.count - 1, index + 1)]
        case .escape, .backspace: return .close
        case .left where selected == .volumeCap: return changeCap(by: -Self.capStep)
        case .right where selected == .volumeCap: return changeCap(by: Self.capStep)
        case .enter:
            switch selected {
            case .quit: return .quit
            case .close: return .close
            case .resetRecords: return .resetRecords
            case .volumeCap: return nil
            }
        default: break
        }
        return nil
    }

    /// The text of each line, for the screen, in the catalogue's language.
    public func label(of item: Item, _ texts: Catalogue) -> String {
        switch item {
        case .quit: texts.text("operator.quit")
        case .volumeCap: texts.text("operator.volume_cap", ["db": String(Int(cap))])
        case .resetRecords: texts.text("operator.reset")
        case .close: texts.text("operator.close")
        }
    }

    private mutating func changeCap(by step: Double) -> Command {
        cap = min(0, max(Self.lowestCap, cap + step))
        return .setCap(cap)
    }
}
