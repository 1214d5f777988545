/// Fits a screen's pieces into the body area: the biggest glyph scale whose rows fit, then plain text,
/// then without gaps; every line centred and cut to the width, so no terminal size can break the screen.
struct BodyLayout {
    let width: Int
    let height: Int

    private enum Mode: CaseIterable {
        case double, single, text, compact

        var scale: Int? {
            switch self {
            case .double: 2
            case .single: 1
            case .text, .compact: nil
            }
        }
    }

    /// Exactly `height` lines.
    func lines(for pieces: [Piece]) -> [Line] {
        guard height > 0 else { return [] }
        var chosen: [Line] = []
        for mode in Mode.allCases {
            chosen = pieces.flatMap { draw($0, mode: mode) }
            if chosen.count <= height { break }
        }
        let body = Array(chosen.prefix(height)).map { $0.centered(in: width) }
        let top = (height - body.count) / 2
        return [Line](repeating: Line(), count: top) + body + [Line](repeating: Line(), count: height - top - body.count)
    }

    private func draw(_ piece: Piece, mode: Mode) -> [Line] {
        switch piece {
        case .gap:
            return mode == .compact ? [] : [Line()]
        case .text(let text, let style):
            // A message is never cut: it wraps, and the pieces around it shrink or lose their gaps first.
            return TextWidth.wrap(text, to: width).map { Line($0, style) }
        case .big(let text, let style), .gauge(_, _, let text, let style):
            for scale in stride(from: mode.scale ?? 0, through: 1, by: -1) {
                if let rows = BlockFont.render(text, scale: scale), rows[0].count <= width {
                    return rows.map { Line($0, style) }
                }
            }
            return [Line(text, style)]
        case .words(let words, let highlighted):
            for scale in stride(from: mode.scale ?? 0, through: 1, by: -1) {
                if let lines = WordWrap.lines(words, highlighted: highlighted, width: width, scale: scale) { return lines }
            }
            return WordWrap.lines(words, highlighted: highlighted, width: width, scale: nil) ?? []
        case .lines(let lines):
            return lines
        case .keys(let caps, let lit, _, let inTerminal):
            return inTerminal ? keyRows(caps, lit: lit) : []
        case .blocks:
            return []
        case .image(_, let alt):
            return alt.isEmpty ? [] : draw(.big(alt, .plain), mode: mode)
        case .terminal(let piece):
            return draw(piece, mode: mode)
        case .tiles(let tiles, let selected):
            if mode.scale != nil, let drawn = tileRows(tiles, selected: selected) { return drawn }
            return tiles.enumerated().map { index, tile in
                let marker = index == selected ? "> " : "  "
                let label = (tile.number.map { "\($0) " } ?? "") + tile.label + (tile.number == nil ? ": \(tile.icon)" : "")
                return Line(marker + label, index == selected ? .selected : .plain)
            }
        }
    }

    /// Two rows of 13 hold the alphabet in 51 columns; the digits and vowels take one row.
    private static let keysPerRow = 13

    /// Keys as small boxes, three lines per row (top edge, the key, bottom edge), the lit one in a double box.
    private func keyRows(_ caps: [Piece.KeyCap], lit: Int?) -> [Line] {
        stride(from: 0, to: caps.count, by: Self.keysPerRow).flatMap { start in
            var lines = [Line(), Line(), Line()]
            for index in start..<min(start + Self.keysPerRow, caps.count) {
                let isLit = index == lit
                let box = isLit ? Array("╔═╗║╚╝") : Array("┌─┐│└┘")
                let label = caps[index].label
                let width = TextWidth.of(label)
                let gap = index > start ? " " : ""
                let style: Style = isLit ? .selected : .item
                lines[0].append(gap + String(box[0]) + String(repeating: box[1], count: width) + String(box[2]), style)
                lines[1].append(gap + String(box[3]) + label + String(box[3]), style)
                lines[2].append(gap + String(box[4]) + String(repeating: box[1], count: width) + String(box[5]), style)
            }
            return lines
        }
    }

    /// Tiles in rows, as many to a row as the width holds (a long menu wraps rather than turning into a list),
    /// boxed; the highlighted one in a double box; nil when not even one fits the width.
    private func tileRows(_ tiles: [Piece.Tile], selected: Int?) -> [Line]? {
        // A tile without an icon (a phrase word: its emoji is in the label) is two rows shorter, not blank.
        let icons = tiles.map { $0.icon.isEmpty ? [] : BlockFont.render($0.icon) ?? [String](repeating: $0.icon, count: BlockFont.height) }
        let inner = zip(tiles, icons).map { max(TextWidth.of($0.label), TextWidth.of($1.first ?? "")) }.max().map { $0 + 2 } ?? 0
        let perRow = (width + 1) / (inner + 3)
        guard !tiles.isEmpty, perRow > 0 else { return nil }
        return stride(from: 0, to: tiles.count, by: perRow).flatMap { start in
            tileRow(start..<min(start + perRow, tiles.count), of: tiles, icons: icons, inner: inner, selected: selected)
        }
    }

    /// One row of boxed tiles: the tiles at `indices`.
    private func tileRow(_ indices: Range<Int>, of tiles: [Piece.Tile], icons: [[String]], inner: Int, selected: Int?) -> [Line] {
        let iconHeight = indices.map { icons[$0].count }.max() ?? 0
        let rowCount = iconHeight + 4
        var rows = [Line](repeating: Line(), count: rowCount)
        for index in indices {
            let tile = tiles[index]
            let style: Style = index == selected ? .selected : .plain
            let box = index == selected ? Array("╔═╗║╚╝") : Array("┌─┐│└┘")
            let number = tile.number.map { String($0) } ?? ""
            let icon = icons[index] + [String](repeating: "", count: iconHeight - icons[index].count)
            let content = [number] + icon + [tile.label]
            let left = index > indices.lowerBound ? " " : ""
            rows[0].append(left + String(box[0]) + String(repeating: box[1], count: inner) + String(box[2]), style)
            for (offset, text) in content.enumerated() {
                let padded = offset == 0 ? " " + pad(text, to: inner - 1, centred: false) : pad(text, to: inner, centred: true)
                rows[offset + 1].append(left + String(box[3]), style)
                rows[offset + 1].append(padded, offset == content.count - 1 ? style : (index == selected ? .selected : .item))
                rows[offset + 1].append(String(box[3]), style)
            }
            rows[rowCount - 1].append(left + String(box[4]) + String(repeating: box[1], count: inner) + String(box[5]), style)
        }
        return rows
    }

    private func pad(_ text: String, to columns: Int, centred: Bool) -> String {
        let room = max(0, columns - TextWidth.of(text))
        let before = centred ? room / 2 : 0
        return String(repeating: " ", count: before) + text + String(repeating: " ", count: room - before)
    }
}
