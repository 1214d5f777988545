import Lessons

/// The count-along screen: the numbers to press in a row (counted, next, still to come) and the last one big.
struct CountAlongPieces {
    let progress: CountProgress
    /// The texts, in the child's language.
    let texts: Catalogue

    var pieces: [Piece] {
        var row = Line()
        for number in 1...max(1, progress.total) {
            let style: Style = number <= progress.counted ? .good : number == progress.counted + 1 ? .selected : .dim
            row.append((number > 1 ? "  " : "") + String(number), style)
        }
        let pieces: [Piece] = [.text(texts.text("count.how"), .plain), .gap, .lines([row]), .gap]
        if progress.finished { return pieces + [.big(texts.text("common.bravo"), .good), .text(texts.text("count.again"), .plain)] }
        if progress.hinted { return pieces + [.big(String(progress.counted + 1), .selected), .text(texts.text("count.next"), .plain)] }
        return pieces + [.big(progress.counted == 0 ? "1" : String(progress.counted), progress.counted == 0 ? .dim : .item)]
    }
}
