import Lessons
import TerminalUI

/// A lesson's whole set of items as small tiles, as the seed's buttons, the one just heard lit in a double box.
struct LessonItemPieces {
    let items: [LessonItem]
    let lit: LessonItem?
    let letterCase: LetterCase

    /// Two rows of 13 hold the alphabet in 51 columns; the digits and vowels take one row.
    private static let perRow = 13

    var pieces: [Piece] {
        items.isEmpty ? [] : [.lines(rows)]
    }

    /// Three lines per row of tiles: top edge, the key, bottom edge.
    private var rows: [Line] {
        stride(from: 0, to: items.count, by: Self.perRow).flatMap { start in
            var lines = [Line(), Line(), Line()]
            for index in start..<min(start + Self.perRow, items.count) {
                let item = items[index]
                let isLit = item == lit
                let box = isLit ? Array("╔═╗║╚╝") : Array("┌─┐│└┘")
                let key = letterCase.applied(to: item.key)
                let width = TextWidth.of(key)
                let gap = index > start ? " " : ""
                let style: Style = isLit ? .selected : .item
                lines[0].append(gap + String(box[0]) + String(repeating: box[1], count: width) + String(box[2]), style)
                lines[1].append(gap + String(box[3]) + key + String(box[3]), style)
                lines[2].append(gap + String(box[4]) + String(repeating: box[1], count: width) + String(box[5]), style)
            }
            return lines
        }
    }
}
