import Lessons
import TerminalUI
import Texts

extension Memory: ScreenActivity {
    /// Never drawn, as a kind's screen must name one: the main menu's memory tile is the category menu, no screen the
    /// kind plays on, so it takes the catalogue's `icon.memory` (the same glyphs); a category's tile shows its name's
    /// first letter.
    public static let icon = "##"

    /// A category's tile shows its name's first letter.
    public static func icon(of screen: Screen, named name: String) -> String? { String(name.prefix(1)) }

    /// Cards for the kind; the bundled banks' categories their own animal, fruit, vehicle or flower.
    public static func picture(of screen: Screen) -> String? {
        ["animals": "🐶", "fruits": "🍎", "vehicles": "🚗", "plants": "🌻"][screen.name] ?? "🃏"
    }

    public static func hints(on screen: Screen) -> [(key: String, action: String)] {
        [(cardKeys, "hint.turn_card"), ("key.enter", "hint.play_again")]
    }

    public static func laterHints(on screen: Screen) -> [(key: String, action: String)] { [("key.up", "hint.again")] }

    /// The grid's keys row by row as the footer prints them, `1-4 Q-R A-F Z-V`, so they follow `MemoryBoard.keys`.
    private static let cardKeys = stride(from: 0, to: MemoryBoard.keys.count, by: 4)
        .map { "\(MemoryBoard.keys[$0])-\(MemoryBoard.keys[$0 + 3])".uppercased() }
        .joined(separator: " ")

    /// What the child is to do, the grid of cards with their keys, and how the game ended.
    public static func pieces(for state: SessionState, emoji: Bool, texts: Catalogue) -> [Piece] {
        guard let board = state.activity?.value(as: MemoryBoard.self) else { return [] }
        return MemoryGridPieces(board: board, state: state, texts: texts).pieces
    }

    /// A game's keys: a card's key (a letter or digit) turns it, Enter deals again, up plays a pair's first card again.
    public static func action(for key: Key, on screen: Screen) -> UIAction { KeyMap.gameAction(for: key) }
}

/// The memory screen: what the child is to do, the 4×4 grid of cards with their keys, and how the game ended.
private struct MemoryGridPieces {
    let board: MemoryBoard
    let state: SessionState
    /// The texts, in the child's language.
    let texts: Catalogue

    /// Inner width of a card: the longest card name of the shipped banks fits.
    private static let cardWidth = 11

    var pieces: [Piece] {
        [status, .gap, .terminal(.lines(grid)), cards] + ending
    }

    private var status: Piece {
        if let seconds = state.secondsLeft, state.phase == .presenting {
            return .text(texts.text("memory.listen", ["n": String(seconds)]), .item)
        }
        let crosses = Array(repeating: "X", count: board.mistakesLeft).joined(separator: " ")
        return .text(texts.text("memory.status", ["crosses": crosses.isEmpty ? "-" : crosses]), .plain)
    }

    private var ending: [Piece] {
        switch board.outcome {
        case .won?: [.gap, .big(texts.text("common.bravo"), .good), .text(texts.text("common.play_again"), .plain)]
        case .lost?: [.gap, .big(texts.text("memory.next_time"), .bad), .text(texts.text("common.play_again"), .plain)]
        case nil: []
        }
    }

    /// The cards as a window's buttons, four to a row: each its picture (or name) once turned, else `?`.
    private var cards: Piece {
        let caps = board.cards.indices.compactMap { position in
            let card = board.cards[position]
            let face = card.look == .hidden ? "?" : card.item.picture ?? card.item.key
            return MemoryBoard.keys[position].first.map { Piece.KeyCap(label: face, key: $0) }
        }
        return .keys(caps, lit: board.playing, columns: 4, inTerminal: false)
    }

    /// Three rows per row of cards: the top edge carries the card's key, the middle its name or `?`.
    private var grid: [Line] {
        stride(from: 0, to: board.cards.count, by: 4).flatMap { start in
            var rows = [Line(), Line(), Line()]
            for position in start..<min(start + 4, board.cards.count) {
                let gap = position > start ? " " : ""
                let style = self.style(of: position)
                let key = MemoryBoard.keys[position].uppercased()
                rows[0].append(gap + "┌" + key + String(repeating: "─", count: Self.cardWidth - 1) + "┐", style)
                rows[1].append(gap + "│" + centred(face(of: position)) + "│", style)
                rows[2].append(gap + "└" + String(repeating: "─", count: Self.cardWidth) + "┘", style)
            }
            return rows
        }
    }

    private func face(of position: Int) -> String {
        let card = board.cards[position]
        return card.look == .hidden ? "?" : card.item.key
    }

    private func style(of position: Int) -> Style {
        if board.playing == position { return .selected }
        switch board.cards[position].look {
        case .hidden: return .dim
        case .shown: return .item
        case .matched: return .good
        case .missed: return .bad
        }
    }

    private func centred(_ text: String) -> String {
        let cut = TextWidth.truncate(text, to: Self.cardWidth)
        let room = Self.cardWidth - TextWidth.of(cut)
        return String(repeating: " ", count: room / 2) + cut + String(repeating: " ", count: room - room / 2)
    }
}
