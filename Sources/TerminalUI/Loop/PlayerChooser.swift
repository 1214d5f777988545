/// The "who is playing?" screen: a tile per child, picked with its digit, or with the arrows and Enter; more than
/// nine children go on pages of nine, which the arrows turn.
public struct PlayerChooser: Equatable, Sendable {
    /// The children, in tile order.
    public let players: [Player]
    /// The highlighted child, from 0 over all pages.
    public private(set) var selected = 0
    /// Children on one page: the digits 1–9.
    static let perPage = 9

    /// A chooser among `players`, the first highlighted.
    public init(players: [Player]) {
        self.players = players
    }

    /// The page shown, from 0: the highlighted child's.
    var page: Int { selected / Self.perPage }

    /// The children on the page shown.
    var shown: ArraySlice<Player> {
        players[(page * Self.perPage)..<min(players.count, (page + 1) * Self.perPage)]
    }

    /// Applies a key; returns the name of the child it picks, if any.
    public mutating func press(_ key: Key) -> String? {
        switch key {
        case .left, .up: selected = max(0, selected - 1)
        case .right, .down: selected = min(players.count - 1, selected + 1)
        case .enter, .character(" "): return players.indices.contains(selected) ? players[selected].name : nil
        case .character(let character):
            guard let digit = character.wholeNumberValue, digit > 0, case let index = page * Self.perPage + digit - 1,
                  shown.indices.contains(index) else { return nil }
            return players[index].name
        default: break
        }
        return nil
    }
}
