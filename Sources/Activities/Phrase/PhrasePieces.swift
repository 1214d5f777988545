import Lessons
import TerminalUI
import Texts

/// The phrase builder's screen: the steps, the sentence so far, and the words to choose from on numbered tiles;
/// once built, the sentence itself, big.
struct PhrasePieces {
    let view: PhraseView
    /// Whether emoji can be drawn (the pictograms).
    let emoji: Bool
    /// The texts, in the child's language.
    let texts: Catalogue

    var pieces: [Piece] {
        guard !view.choices.isEmpty || view.step == .final else {
            return [.text(texts.text("phrase.no_words"), .alert), .text(texts.text("phrase.no_words_fix"), .plain)]
        }
        var pieces: [Piece] = [.lines([steps]), .gap]
        guard view.step == .final else {
            if !view.sentence.words.isEmpty { pieces += [.lines([sentenceLine]), .gap] }
            let tiles = view.shown.enumerated().map { offset, word in
                Piece.Tile(icon: "", label: picture(word) + word.text, number: offset + 1,
                           picture: emoji && !word.emoji.isEmpty ? word.emoji : nil)
            }
            pieces.append(.tiles(tiles, selected: nil))
            if view.pageCount > 1 { pieces += [.gap, .text(texts.text("phrase.page", ["page": String(view.page + 1), "pages": String(view.pageCount)]), .plain)] }
            return pieces
        }
        let marks = view.sentence.spokenWords.map(picture).joined()
        if !marks.isEmpty { pieces += [.text(marks, .plain)] }
        let words = view.sentence.text.split(separator: " ").map { $0.uppercased() }
        return pieces + [.words(words, highlighted: nil), .gap,
                         .text(texts.text("phrase.built"), .plain)]
    }

    /// The steps in a row, the current one highlighted: WHO? > DOES WHAT? > WHAT? > SAY IT.
    private var steps: Line {
        let order: [(PhraseStep, String)] = (view.quick ? [] : [(.subject, texts.text("phrase.who"))])
            + [(.verb, texts.text(view.quick ? "phrase.want_am" : "phrase.does")), (.complement, texts.text("phrase.what")),
               (.final, texts.text("phrase.say"))]
        var line = Line()
        for (index, (step, name)) in order.enumerated() {
            if index > 0 { line.append("  >  ", .dim) }
            line.append(name, step == view.step ? .selected : .plain)
        }
        return line
    }

    /// The words chosen so far, the negation marked where it will be said ("no", or a particle of a negated verb:
    /// "don't", "not"), and "?" when it will be asked.
    var sentenceLine: Line {
        var line = Line()
        for (index, word) in view.sentence.spokenWords.enumerated() {
            if index > 0 { line.append("  ") }
            let negates = view.sentence.negated
                && (word == view.sentence.no || word.clip == PhraseList.particles.clipName(word.id).rawValue)
            line.append(picture(word) + word.text, negates ? .bad : .item)
        }
        if view.sentence.question { line.append(" ?", .item) }
        return line
    }

    private func picture(_ word: PhraseWord) -> String {
        emoji && !word.emoji.isEmpty ? word.emoji + " " : ""
    }
}
