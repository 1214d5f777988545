import Lessons
import TerminalUI

/// A lesson's whole set of items as keys, as the seed's buttons, the one just heard lit.
struct LessonItemPieces {
    let items: [LessonItem]
    let lit: LessonItem?
    let letterCase: LetterCase

    var pieces: [Piece] {
        guard !items.isEmpty else { return [] }
        let caps = items.compactMap { item in
            item.key.first.map { Piece.KeyCap(label: letterCase.applied(to: item.key), key: $0) }
        }
        return [.keys(caps, lit: lit.flatMap(items.firstIndex(of:)), inTerminal: true)]
    }
}
