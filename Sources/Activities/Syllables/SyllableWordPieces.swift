import Foundation
import Lessons
import TerminalUI

/// A word clapped as the syllables lesson and game show it: the picture and name, the syllables heard so far
/// (`CA - SA`), then the count.
struct SyllableWordPieces {
    let word: SyllableWord
    let reveal: SyllableReveal
    let emoji: Bool

    /// The pieces of `word` with as much of it on screen as `reveal` says; the picture only when `emoji` can be drawn.
    init(word: SyllableWord, reveal: SyllableReveal, emoji: Bool) {
        self.word = word
        self.reveal = reveal
        self.emoji = emoji
    }

    /// Top to bottom.
    var pieces: [Piece] {
        // The word once, big (where the block font has no glyph for a letter, as plain text), its picture above it: a
        // bank's display gives both (`⚽ pilota`).
        let shown = word.display.replacingOccurrences(of: word.text, with: "").trimmingCharacters(in: .whitespaces)
        let alt = emoji ? shown : ""
        // A teacher's picture file, where the bank gives one: a window draws it, the terminal the emoji.
        let picture: [Piece] = word.picture.map { [.image(file: $0, alt: alt)] } ?? (alt.isEmpty ? [] : [.big(alt, .plain)])
        var pieces: [Piece] = picture + [.big(word.text.uppercased(), .item)]
        let heard = word.syllables.prefix(reveal.revealed).map { $0.uppercased() }
        // A window shows a block per syllable from the first clap, each lighting as it is clapped.
        if !heard.isEmpty {
            pieces += [.gap, .terminal(.big(heard.joined(separator: " - "), .selected)),
                       .blocks(word.syllables.map { $0.uppercased() }, lit: heard.count)]
        }
        if reveal.countShown { pieces += [.gap, .big(String(word.count), .good)] }
        return pieces
    }
}
