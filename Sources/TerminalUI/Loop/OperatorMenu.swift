import Foundation
import Texts

/// The operator's menu in kiosk mode: quit, the limit of the children's `+`, the kiosk's language, resetting records,
/// and the children who play (add, rename, remove, each removal confirmed); in a teacher's words, no setting's name.
public struct OperatorMenu: Equatable, Sendable {
    /// The lines of the main list, in order.
    public enum Item: Equatable, Sendable {
        case quit, volumeCap, language, resetRecords
        /// A child: Enter offers to rename or remove them.
        case player(Player)
        case addPlayer, close
    }

    /// What one child's own list offers.
    public enum PlayerAction: CaseIterable, Sendable {
        case rename, remove, back
    }

    /// Where the operator is in the menu.
    public enum Step: Equatable, Sendable {
        /// The main list.
        case list
        /// One child's list: rename, remove, back.
        case player(Player)
        /// Typing a name and choosing a picture: a new child when `original` is nil, else that child renamed.
        case naming(original: Player?, name: String, picture: String)
        /// Asking whether to remove the child.
        case confirming(Player)
        /// Asking whether the new child's name brings back this removed child, with their history.
        case restoring(Player)
    }

    /// What the operator asked for.
    public enum Command: Equatable, Sendable {
        case quit, close, resetRecords
        case setCap(Double)
        /// The kiosk plays and shows this language from now on, and after a restart.
        case setLanguage(String)
        case addPlayer(Player)
        /// The child called `name` becomes `player` (a new name, a new picture, or both).
        case changePlayer(name: String, to: Player)
        case removePlayer(String)
        /// The removed child comes back, with their records and history.
        case restorePlayer(Player)
    }

    /// The step shown.
    public private(set) var step = Step.list
    /// The highlighted line of the step's list.
    public private(set) var selected: Int
    /// The main list's highlighted line while another step shows, to come back to.
    private var listSelected = 0
    /// The highest level `+` reaches, being set, dB.
    public private(set) var cap: Double
    /// The installed languages' codes, in the order Left/Right go through them; the line shows only with two or more.
    public let languages: [String]
    /// The kiosk's language, being set.
    public private(set) var language: String
    /// The children, as the roster has them now.
    public var players: [Player]
    /// The removed children, whose names bring them back rather than make a new child.
    public var removedPlayers: [Player] = []
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
    /// A child's name is at most this long, as the records store allows.
    static let longestName = 40
    /// The pictures Left/Right go through when naming a child: animals and things a small child tells apart.
    public static let pictures = ["🐱", "🐶", "🐰", "🦊", "🐻", "🐼", "🐸", "🐵", "🦁", "🐯", "🐨", "🐷", "🐮", "🐔", "🐧",
                                  "🐢", "🐙", "🦋", "🐞", "🌻", "⭐", "🚀", "🚗", "⚽"]

    /// A menu showing the current limit `cap`, the kiosk's `language` among `languages`, and `players`; the highlight
    /// on "close".
    public init(cap: Double, language: String = "", languages: [String] = [], players: [Player] = []) {
        self.cap = cap
        self.language = language
        self.languages = languages
        self.players = players
        selected = 0
        selected = items.count - 1
    }

    /// The main list's lines.
    public var items: [Item] {
        [.quit, .volumeCap] + (languages.count > 1 ? [.language] : []) + [.resetRecords] + players.map(Item.player)
            + [.addPlayer, .close]
    }

    /// Applies a key; returns the command it completes, if any.
    public mutating func press(_ key: Key) -> Command? {
        switch step {
        case .list: return pressInList(key)
        case .player(let player): return press(key, on: player)
        case .naming(let original, let name, let picture): return pressNaming(key, original: original, name: name, picture: picture)
        case .confirming(let player):
            switch key {
            case .enter:
                showList()
                return .removePlayer(player.name)
            case .escape, .backspace: show(.player(player))
            default: break
            }
            return nil
        case .restoring(let player):
            switch key {
            case .enter:
                showList()
                return .restorePlayer(player)
            case .escape, .backspace: showList()
            default: break
            }
            return nil
        }
    }

    /// Back to the main list after a change, the highlight kept in range of a list that may have shrunk.
    public mutating func showList() {
        if step != .list { selected = listSelected }
        step = .list
        selected = min(selected, items.count - 1)
    }

    private mutating func show(_ next: Step) {
        if step == .list { listSelected = selected }
        step = next
        selected = 0
    }

    private mutating func pressInList(_ key: Key) -> Command? {
        let items = items
        switch key {
        case .up: selected = max(0, selected - 1)
        case .down: selected = min(items.count - 1, selected + 1)
        case .escape, .backspace: return .close
        case .left where items[selected] == .volumeCap: return changeCap(by: -Self.capStep)
        case .right where items[selected] == .volumeCap: return changeCap(by: Self.capStep)
        case .left where items[selected] == .language: return changeLanguage(by: -1)
        case .right where items[selected] == .language: return changeLanguage(by: 1)
        case .enter:
            switch items[selected] {
            case .quit: return .quit
            case .close: return .close
            case .resetRecords: return .resetRecords
            case .volumeCap, .language: return nil
            case .player(let player): show(.player(player))
            case .addPlayer: show(.naming(original: nil, name: "", picture: Self.pictures[players.count % Self.pictures.count]))
            }
        default: break
        }
        return nil
    }

    private mutating func press(_ key: Key, on player: Player) -> Command? {
        let actions = PlayerAction.allCases
        switch key {
        case .up: selected = max(0, selected - 1)
        case .down: selected = min(actions.count - 1, selected + 1)
        case .escape, .backspace: showList()
        case .enter:
            switch actions[selected] {
            case .rename: show(.naming(original: player, name: player.name, picture: player.picture ?? Self.pictures[0]))
            case .remove: show(.confirming(player))
            case .back: showList()
            }
        default: break
        }
        return nil
    }

    private mutating func pressNaming(_ key: Key, original: Player?, name: String, picture: String) -> Command? {
        switch key {
        case .escape:
            original.map { show(.player($0)) } ?? showList()
        case .enter:
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return nil }
            let named = Player(name: trimmed, picture: picture)
            if original == nil, let removed = removedPlayers.first(where: { $0.name.lowercased() == trimmed.lowercased() }) {
                step = .restoring(removed)
                return nil
            }
            showList()
            return original.map { .changePlayer(name: $0.name, to: named) } ?? .addPlayer(named)
        case .backspace:
            step = .naming(original: original, name: String(name.dropLast()), picture: picture)
        case .left, .right:
            let count = Self.pictures.count
            // A picture set from the command line is not in the list: either arrow starts the list afresh.
            let next = Self.pictures.firstIndex(of: picture).map { ($0 + (key == .right ? 1 : count - 1)) % count } ?? 0
            step = .naming(original: original, name: name, picture: Self.pictures[next])
        case .character(let character) where name.count < Self.longestName && !(name.isEmpty && character == " "):
            step = .naming(original: original, name: name + String(character), picture: picture)
        default: break
        }
        return nil
    }

    /// The title and lines of the step shown, each with whether it is highlighted, in the catalogue's language.
    public func lines(_ texts: Catalogue, emoji: Bool) -> [(text: String, selected: Bool)] {
        switch step {
        case .list:
            return items.enumerated().map { index, item in (label(of: item, texts, emoji: emoji), index == selected) }
        case .player(let player):
            return PlayerAction.allCases.enumerated().map { index, action in
                let key = switch action {
                case .rename: "operator.rename"
                case .remove: "operator.remove"
                case .back: "operator.back"
                }
                return (texts.text(key, ["name": player.name]), index == selected)
            }
        case .naming(let original, let name, let picture):
            let prompt = original.map { texts.text("operator.new_name", ["name": $0.name]) } ?? texts.text("operator.add_name")
            return [(prompt + " " + name + "_", true), (texts.text("operator.picture", ["picture": picture]), false)]
        case .confirming(let player):
            return [(texts.text("operator.confirm_remove", ["name": player.name]), true),
                    (texts.text("operator.history_kept"), false)]
        case .restoring(let player):
            return [(texts.text("operator.confirm_restore", ["name": player.shown(emoji: emoji)]), true)]
        }
    }

    /// The text of a line of the main list, for the screen, in the catalogue's language.
    public func label(of item: Item, _ texts: Catalogue, emoji: Bool = true) -> String {
        switch item {
        case .quit: texts.text("operator.quit")
        case .volumeCap: texts.text("operator.volume_limit", ["level": String(capLevel)])
        case .language: texts.text("operator.language", ["language": Self.name(ofLanguage: language)])
        case .resetRecords: texts.text("operator.reset")
        case .player(let player): texts.text("operator.child", ["name": player.shown(emoji: emoji)])
        case .addPlayer: texts.text("operator.add")
        case .close: texts.text("operator.close")
        }
    }

    /// The limit as a teacher reads it: 0 (the quietest limit) to 10 (as loud as the room allows).
    var capLevel: Int { Int(((cap - Self.lowestCap) / Self.capStep).rounded()) }

    private mutating func changeCap(by step: Double) -> Command {
        cap = min(0, max(Self.lowestCap, cap + step))
        return .setCap(cap)
    }

    private mutating func changeLanguage(by offset: Int) -> Command? {
        guard languages.count > 1 else { return nil }
        let index = languages.firstIndex(of: language) ?? 0
        language = languages[((index + offset) % languages.count + languages.count) % languages.count]
        return .setLanguage(language)
    }

    /// A language's name in itself (`català`, `español`, `English`), as a speaker looks for it; the code when unknown.
    static func name(ofLanguage code: String) -> String {
        guard let name = Locale(identifier: code).localizedString(forLanguageCode: code) else { return code }
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
