/// Lays a story page's words out in lines that fit the width, the word being spoken highlighted:
/// in the block font when a scale is given (pre-readers see words from afar), else as plain text.
enum WordWrap {
    /// The lines, or nil when a word is wider than `width` at `scale`.
    static func lines(_ words: [String], highlighted: Int?, width: Int, scale: Int?) -> [Line]? {
        guard let scale else { return textLines(words, highlighted: highlighted, width: width) }
        var lines: [Line] = []
        var row = [Line](repeating: Line(), count: BlockFont.height * scale)
        for (index, word) in words.enumerated() {
            // The block font has no commas or quotes: they are left out of the big word, not the text.
            guard let glyphs = BlockFont.render(String(word.filter { BlockFont.glyph($0) != nil }), scale: scale),
                  let wordWidth = glyphs.first.map(TextWidth.of), wordWidth <= width else { return nil }
            let style: Style = index == highlighted ? .selected : .item
            if row[0].width > 0, row[0].width + 2 + wordWidth > width {
                lines += (lines.isEmpty ? [] : [Line()]) + row
                row = [Line](repeating: Line(), count: row.count)
            }
            let gap = row[0].width > 0 ? "  " : ""
            for (offset, glyphRow) in glyphs.enumerated() {
                row[offset].append(gap)
                row[offset].append(glyphRow, style)
            }
        }
        return row[0].width > 0 ? lines + (lines.isEmpty ? [] : [Line()]) + row : lines
    }

    private static func textLines(_ words: [String], highlighted: Int?, width: Int) -> [Line] {
        var lines: [Line] = []
        var line = Line()
        for (index, word) in words.enumerated() {
            if line.width > 0, line.width + 1 + TextWidth.of(word) > width {
                lines.append(line)
                line = Line()
            }
            if line.width > 0 { line.append(" ") }
            line.append(word, index == highlighted ? .selected : .item)
        }
        return line.width > 0 ? lines + [line] : lines
    }
}
