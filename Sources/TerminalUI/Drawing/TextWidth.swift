/// Terminal columns of plain text: wide for emoji and East Asian ideographs, zero for combining marks.
public enum TextWidth {
    /// Columns `text` takes on screen.
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// Columns one character takes.
    static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F300...0x1FAFF: return 2
        default: return scalar.properties.generalCategory == .nonspacingMark ? 0 : 1
        }
    }

    /// `text` in lines of at most `columns` columns, broken at spaces, a word wider than a line broken where it must be.
    public static func wrap(_ text: String, to columns: Int) -> [String] {
        guard columns > 0 else { return [] }
        // A line that fits keeps its spacing (a game's status spaces its counts apart).
        if of(text) <= columns { return [text] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let joined = line.isEmpty ? word : line + " " + word
            if of(joined) <= columns {
                line = joined
                continue
            }
            if !line.isEmpty { lines.append(line) }
            var rest = word
            while of(rest) > columns {
                let piece = truncate(rest, to: columns)
                guard !piece.isEmpty else { return lines }
                lines.append(piece)
                rest = String(rest.dropFirst(piece.count))
            }
            line = rest
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` cut to at most `columns` columns.
    public static func truncate(_ text: String, to columns: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            let width = of(character)
            guard used + width <= columns else { break }
            used += width
            result.append(character)
        }
        return result
    }
}
