import Foundation
import TerminalUI

/// What a tap on the window does: the key of the tile under it, as the keyboard would type it.
public struct TapTarget: Equatable, Sendable {
    /// Where the tile is.
    public var rect: PixelRect
    /// The key it stands for.
    public var key: Key
}

/// Draws a frame in pixels: the title bar, the body's pieces as big as the window lets them be, buttons for the keys
/// a child needs at the foot. The counterpart of the terminal's `ScreenRenderer` for the same `FrameContent`; pure: the same content and
/// size always give the same pixels.
public struct WindowRenderer {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A renderer for a window of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The narrowest a tile may be: a sixth of the window, a target a small child's finger finds.
    public var smallestTile: Double { Double(width) / 6 }

    private var unit: Double { Double(min(width, height)) }
    private var titleHeight: Double { max(40, unit * 0.09) }

    /// Draws `content` on `canvas`, `width` × `height` pixels big; where each tile is, with its key.
    func draw(_ content: FrameContent, on canvas: Canvas) -> [TapTarget] {
        canvas.fill(PixelRect(x: 0, y: 0, width: Double(width), height: Double(height)), Colour.page)
        let bar = ButtonBar(content)
        let buttons = drawTitle(content, sound: bar.soundButtons, on: canvas) + drawButtons(bar, on: canvas)
        let body = PixelRect(x: unit * 0.03, y: titleHeight + unit * 0.02, width: Double(width) - unit * 0.06,
                             height: Double(height) - titleHeight - footerHeight(bar) - unit * 0.04)
        var drawn = body
        if let reaction = content.reaction, !reaction.right {
            // A wrong answer shakes the body side to side, three swings dying away.
            drawn.x += sin(reaction.progress * .pi * 6) * unit * 0.04 * (1 - reaction.progress)
        }
        let targets = drawBody(content.pieces, in: drawn, on: canvas) + buttons
        if let reaction = content.reaction { drawReaction(reaction, around: body, on: canvas) }
        return targets
    }

    /// An answer's animation over the body: a frame in the answer's colour, thinning as it ends, and for a right one
    /// stars flying out from the middle.
    private func drawReaction(_ reaction: ScreenModel.Reaction, around body: PixelRect, on canvas: Canvas) {
        let left = max(0, 1 - reaction.progress)
        let edge = unit * 0.025 * left
        let colour = Colour.of(reaction.right ? .good : .bad)
        if edge > 0.5 {
            canvas.fill(PixelRect(x: body.x, y: body.y, width: body.width, height: edge), colour)
            canvas.fill(PixelRect(x: body.x, y: body.y + body.height - edge, width: body.width, height: edge), colour)
            canvas.fill(PixelRect(x: body.x, y: body.y, width: edge, height: body.height), colour)
            canvas.fill(PixelRect(x: body.x + body.width - edge, y: body.y, width: edge, height: body.height), colour)
        }
        guard reaction.right, left > 0 else { return }
        let star = canvas.text("⭐", pixels: unit * 0.09 * (0.5 + left / 2))
        let radius = unit * (0.12 + 0.4 * reaction.progress)
        let (x, y) = (body.x + body.width / 2, body.y + body.height / 2)
        for index in 0..<Self.stars {
            let angle = Double(index) / Double(Self.stars) * 2 * .pi
            canvas.draw(star, x: x + cos(angle) * radius * 1.4 - star.size.width / 2, y: y + sin(angle) * radius - star.size.height / 2,
                        colour: colour)
        }
    }

    /// Stars a right answer sends flying.
    private static let stars = 8

    // MARK: - Title bar and footer

    /// The program's and the screen's names at the left; at the right the music and volume buttons around the volume,
    /// and left of them who plays and the latest message.
    private func drawTitle(_ content: FrameContent, sound: [ButtonBar.Button], on canvas: Canvas) -> [TapTarget] {
        canvas.fill(PixelRect(x: 0, y: 0, width: Double(width), height: titleHeight), Colour.bar)
        let pixels = titleHeight * 0.45
        let margin = titleHeight * 0.3
        var x = Double(width) - margin / 2
        var targets: [TapTarget] = []
        let volume = canvas.text(content.volume, pixels: pixels * 0.8)
        // Right to left: volume up, the volume, volume down, music.
        for button in sound.reversed() {
            let side = titleHeight * 0.84
            if button.key == .character("-") {
                x -= volume.size.width + margin / 2
                canvas.draw(volume, x: x, y: (titleHeight - volume.size.height) / 2, colour: Colour.barText)
                x -= margin / 2
            }
            x -= side
            let rect = PixelRect(x: x, y: (titleHeight - side) / 2, width: side, height: side)
            canvas.roundRect(rect, radius: side * 0.25, fill: Colour.barButton)
            let picture = canvas.text(button.picture, pixels: side * 0.6)
            canvas.draw(picture, x: rect.x + (side - picture.size.width) / 2, y: rect.y + (side - picture.size.height) / 2,
                        colour: Colour.barText)
            targets.append(TapTarget(rect: rect, key: button.key))
            x -= margin / 3
        }
        let right = [content.player, content.message].compactMap { $0 }.joined(separator: "   ")
        let status = canvas.text(right, pixels: pixels * 0.85)
        let statusWidth = min(status.size.width, max(0, x - margin) * 0.55)
        if statusWidth > 0 {
            let fitted = canvas.text(right, pixels: pixels * 0.85, width: statusWidth, oneLine: true)
            canvas.draw(fitted, x: x - margin - statusWidth, y: (titleHeight - fitted.size.height) / 2, colour: Colour.barText)
        }
        let room = max(0, x - statusWidth - 3 * margin)
        let title = canvas.text(Canvas.escaped(content.appName) + "   <b>" + Canvas.escaped(content.screen) + "</b>",
                                pixels: pixels, width: room, markup: true, oneLine: true, left: true)
        canvas.draw(title, x: margin, y: (titleHeight - title.size.height) / 2, colour: Colour.barText)
        return targets.reversed()
    }

    /// The button bar's buttons, six to a row, each a sixth of the window wide.
    private func footerHeight(_ bar: ButtonBar) -> Double {
        let rows = (bar.buttons.count + Self.buttonsPerRow - 1) / Self.buttonsPerRow
        return Double(rows) * buttonHeight
    }

    private static let buttonsPerRow = 6
    private var buttonHeight: Double { max(56, unit * 0.15) }

    /// The bar's buttons, centred row by row at the foot: each its picture over what it does.
    private func drawButtons(_ bar: ButtonBar, on canvas: Canvas) -> [TapTarget] {
        let top = Double(height) - footerHeight(bar)
        canvas.fill(PixelRect(x: 0, y: top, width: Double(width), height: footerHeight(bar)), Colour.footer)
        let cell = Double(width) / Double(Self.buttonsPerRow)
        return bar.buttons.enumerated().map { index, button in
            let row = index / Self.buttonsPerRow
            let inRow = min(Self.buttonsPerRow, bar.buttons.count - row * Self.buttonsPerRow)
            let rect = PixelRect(x: (Double(width) - Double(inRow) * cell) / 2 + Double(index % Self.buttonsPerRow) * cell,
                                 y: top + Double(row) * buttonHeight, width: cell, height: buttonHeight)
            let inset = buttonHeight * 0.08
            let face = PixelRect(x: rect.x + inset, y: rect.y + inset, width: rect.width - 2 * inset,
                                 height: rect.height - 2 * inset)
            canvas.roundRect(face, radius: face.height * 0.25, fill: Colour.tile, edge: (Colour.tileEdge, 1))
            let label = canvas.text(button.label, pixels: face.height * 0.2, width: face.width * 0.92, oneLine: true)
            let picture = canvas.text(button.picture, pixels: face.height * 0.5, bold: true)
            let pictureTop = face.y + max(0, (face.height - label.size.height - picture.size.height) / 2)
            canvas.draw(picture, x: face.x + (face.width - picture.size.width) / 2, y: pictureTop, colour: Colour.bar)
            canvas.draw(label, x: face.x + (face.width - label.size.width) / 2, y: pictureTop + picture.size.height,
                        colour: Colour.ink)
            return TapTarget(rect: rect, key: button.key)
        }
    }

    // MARK: - Body

    /// One piece placed: how tall it is and how to draw it at a height.
    private struct Placed {
        var height: Double
        var draw: (_ top: Double) -> [TapTarget]
    }

    /// The pieces at the largest size whose total height fits `body`, centred in it.
    private func drawBody(_ pieces: [Piece], in body: PixelRect, on canvas: Canvas) -> [TapTarget] {
        var scale = 1.0
        var placed = pieces.map { place($0, scale: scale, in: body, on: canvas) }
        while placed.map(\.height).reduce(0, +) > body.height, scale > 0.25 {
            scale *= 0.85
            placed = pieces.map { place($0, scale: scale, in: body, on: canvas) }
        }
        var top = body.y + max(0, (body.height - placed.map(\.height).reduce(0, +)) / 2)
        var targets: [TapTarget] = []
        for piece in placed {
            targets += piece.draw(top)
            top += piece.height
        }
        return targets
    }

    private func place(_ piece: Piece, scale: Double, in body: PixelRect, on canvas: Canvas) -> Placed {
        switch piece {
        case .gap:
            return Placed(height: unit * 0.03 * scale) { _ in [] }
        case .text(let text, let style):
            return line(canvas.text(text, pixels: unit * 0.06 * scale, bold: style != .plain, width: body.width),
                        style, in: body, on: canvas)
        case .big(let text, let style):
            let laid = canvas.text(text, pixels: unit * 0.24 * scale, bold: true, fitting: body.width)
            return line(laid, style, in: body, on: canvas)
        case .words(let words, let highlighted):
            let marked = words.enumerated().map { index, word in
                index == highlighted
                    ? "<span background=\"\(Colour.markup(Colour.highlight))\">" + Canvas.escaped(word) + "</span>"
                    : Canvas.escaped(word)
            }.joined(separator: " ")
            return line(canvas.text(marked, pixels: unit * 0.1 * scale, bold: true, width: body.width, markup: true),
                        .plain, in: body, on: canvas)
        case .lines(let lines):
            let markup = lines.map { line in
                line.parts.map { "<span foreground=\"\(Colour.markup(Colour.of($0.style)))\">" + Canvas.escaped($0.text) + "</span>" }
                    .joined()
            }.joined(separator: "\n")
            let laid = canvas.text("<tt>" + markup + "</tt>", pixels: unit * 0.05 * scale, markup: true, fitting: body.width)
            return line(laid, .plain, in: body, on: canvas)
        case .tiles(let tiles, let selected):
            return place(tiles, selected: selected, scale: scale, in: body, on: canvas)
        case .keys(let caps, let lit, let columns, _):
            return place(caps, lit: lit, columns: columns, scale: scale, in: body, on: canvas)
        case .terminal:
            return Placed(height: 0) { _ in [] }
        case .image(let file, let alt):
            let side = unit * 0.3 * scale
            guard Pictures.shared.picture(at: file) != nil else {
                return alt.isEmpty ? Placed(height: 0) { _ in [] } : place(.big(alt, .plain), scale: scale, in: body, on: canvas)
            }
            return Placed(height: side) { top in
                _ = canvas.picture(file, in: PixelRect(x: body.x, y: top, width: body.width, height: side))
                return []
            }
        case .blocks(let parts, let lit):
            return blocks(parts, lit: lit, scale: scale, in: body, on: canvas)
        case .gauge(let left, .bar, let text, let style):
            return bar(left: left, text: text, style, scale: scale, in: body, on: canvas)
        case .gauge(let left, .disc, let text, let style):
            return disc(left: left, text: text, style, scale: scale, in: body, on: canvas)
        }
    }

    /// A block per part in one row, those lit in the chosen colour and ringed, the others waiting in the track's.
    private func blocks(_ parts: [String], lit: Int, scale: Double, in body: PixelRect, on canvas: Canvas) -> Placed {
        guard !parts.isEmpty else { return Placed(height: 0) { _ in [] } }
        let gap = unit * 0.02
        let cell = min((body.width - gap * Double(parts.count - 1)) / Double(parts.count), unit * 0.4)
        let height = unit * 0.16 * max(scale, 0.5)
        return Placed(height: height) { top in
            let row = Double(parts.count) * cell + Double(parts.count - 1) * gap
            for (index, part) in parts.enumerated() {
                let rect = PixelRect(x: body.x + (body.width - row) / 2 + Double(index) * (cell + gap), y: top, width: cell,
                                     height: height)
                let isLit = index < lit
                canvas.roundRect(rect, radius: height * 0.25, fill: isLit ? Colour.chosen : Colour.track,
                                 edge: isLit ? (Colour.chosenEdge, height * 0.06) : nil)
                let label = canvas.text(part, pixels: height * 0.5, bold: true, fitting: rect.width * 0.9)
                canvas.draw(label, x: rect.x + (rect.width - label.size.width) / 2, y: rect.y + (height - label.size.height) / 2,
                            colour: isLit ? Colour.ink : Colour.waiting)
            }
            return []
        }
    }

    /// A bar across most of the body, its coloured part shrinking to the left as time runs out, the seconds at its end.
    private func bar(left: Double, text: String, _ style: Style, scale: Double, in body: PixelRect, on canvas: Canvas) -> Placed {
        let height = unit * 0.08 * scale
        let label = canvas.text(text, pixels: height * 0.9, bold: true)
        let width = min(body.width * 0.8, unit * 1.2)
        return Placed(height: height + unit * 0.02 * scale) { top in
            let x = body.x + (body.width - width - label.size.width - height * 0.4) / 2
            let track = PixelRect(x: x, y: top, width: width, height: height)
            canvas.roundRect(track, radius: height / 2, fill: Colour.track)
            let filled = max(0, min(1, left)) * width
            if filled > 0 {
                canvas.roundRect(PixelRect(x: x, y: top, width: max(filled, height), height: height), radius: height / 2,
                                 fill: Colour.of(style))
            }
            canvas.draw(label, x: x + width + height * 0.4, y: top + (height - label.size.height) / 2, colour: Colour.of(style))
            return []
        }
    }

    /// A disc emptying clockwise as time runs out, the time left written in its middle.
    private func disc(left: Double, text: String, _ style: Style, scale: Double, in body: PixelRect, on canvas: Canvas) -> Placed {
        let diameter = min(unit * 0.5 * scale, body.width)
        let label = canvas.text(text, pixels: diameter * 0.16, bold: true, fitting: diameter * 0.6)
        return Placed(height: diameter) { top in
            let (x, y) = (body.x + body.width / 2, top + diameter / 2)
            canvas.ring(x: x, y: y, outer: diameter / 2, inner: diameter * 0.34, fraction: left, fill: Colour.of(style),
                        track: Colour.track)
            canvas.draw(label, x: x - label.size.width / 2, y: y - label.size.height / 2, colour: Colour.ink)
            return []
        }
    }

    /// Keys as buttons in even rows: `columns` to a row, else up to six in one row, up to twelve in two, more in three
    /// (the alphabet's keys are then a ninth of the width: the one place a target is narrower than `smallestTile`).
    private func place(_ caps: [Piece.KeyCap], lit: Int?, columns: Int?, scale: Double, in body: PixelRect,
                       on canvas: Canvas) -> Placed {
        guard !caps.isEmpty else { return Placed(height: 0) { _ in [] } }
        let rows = columns.map { (caps.count + max(1, $0) - 1) / max(1, $0) } ?? (caps.count <= 6 ? 1 : caps.count <= 12 ? 2 : 3)
        let perRow = (caps.count + rows - 1) / rows
        let cell = min(body.width / Double(perRow), unit * 0.3)
        let cellHeight = cell * 0.8 * max(scale, 0.5)
        // Apart from the piece above, as a gap would be.
        let margin = unit * 0.03 * scale
        let height = Double(rows) * cellHeight + margin
        return Placed(height: height) { start in
            let top = start + margin
            return caps.enumerated().map { index, cap in
                let row = index / perRow
                let inRow = min(perRow, caps.count - row * perRow)
                let rect = PixelRect(x: body.x + (body.width - Double(inRow) * cell) / 2 + Double(index % perRow) * cell,
                                     y: top + Double(row) * cellHeight, width: cell, height: cellHeight)
                let inset = min(cell, cellHeight) * 0.06
                let face = PixelRect(x: rect.x + inset, y: rect.y + inset, width: rect.width - 2 * inset,
                                     height: rect.height - 2 * inset)
                let isLit = index == lit
                canvas.roundRect(face, radius: face.height * 0.2, fill: isLit ? Colour.chosen : Colour.tile,
                                 edge: isLit ? (Colour.chosenEdge, face.width * 0.04) : (Colour.tileEdge, 2))
                let label = canvas.text(cap.label, pixels: face.height * 0.6, bold: true, fitting: face.width * 0.9)
                canvas.draw(label, x: face.x + (face.width - label.size.width) / 2,
                            y: face.y + (face.height - label.size.height) / 2, colour: Colour.of(.item))
                return TapTarget(rect: rect, key: .character(cap.key))
            }
        }
    }

    /// Laid text centred across the body.
    private func line(_ text: Canvas.Text, _ style: Style, in body: PixelRect, on canvas: Canvas) -> Placed {
        let size = text.size
        return Placed(height: size.height) { top in
            canvas.draw(text, x: body.x + (body.width - size.width) / 2, y: top, colour: Colour.of(style))
            return []
        }
    }

    /// Tiles in rows, each at least `smallestTile` wide, as many to a row as fit; its picture big, its name under it,
    /// its key in the corner; the one chosen ringed.
    private func place(_ tiles: [Piece.Tile], selected: Int?, scale: Double, in body: PixelRect,
                       on canvas: Canvas) -> Placed {
        guard !tiles.isEmpty else { return Placed(height: 0) { _ in [] } }
        let gap = unit * 0.025
        let perRow = max(1, min(tiles.count, Int((body.width + gap) / (smallestTile + gap))))
        let rows = (tiles.count + perRow - 1) / perRow
        let tileWidth = max(smallestTile, min((body.width - gap * Double(perRow - 1)) / Double(perRow), unit * 0.45))
        let tileHeight = max(smallestTile * 0.8, tileWidth * 0.85 * scale)
        let height = Double(rows) * tileHeight + Double(rows - 1) * gap
        return Placed(height: height + gap) { top in
            tiles.enumerated().map { index, tile in
                let row = index / perRow
                let inRow = min(perRow, tiles.count - row * perRow)
                let rowWidth = Double(inRow) * tileWidth + Double(inRow - 1) * gap
                let rect = PixelRect(x: body.x + (body.width - rowWidth) / 2 + Double(index % perRow) * (tileWidth + gap),
                                     y: top + Double(row) * (tileHeight + gap), width: tileWidth, height: tileHeight)
                self.drawTile(tile, chosen: index == selected, in: rect, on: canvas)
                return tile.number.flatMap { String($0).first }.map { TapTarget(rect: rect, key: .character($0)) }
            }.compactMap { $0 }
        }
    }

    private func drawTile(_ tile: Piece.Tile, chosen: Bool, in rect: PixelRect, on canvas: Canvas) {
        let edge = chosen ? (colour: Colour.chosenEdge, width: rect.width * 0.04) : (colour: Colour.tileEdge, width: 2.0)
        canvas.roundRect(rect, radius: rect.width * 0.12, fill: chosen ? Colour.chosen : Colour.tile, edge: edge)
        let labelPixels = rect.height * 0.12
        // A label that starts with the picture (for the terminal, which draws no picture) names it once, under it.
        let name = tile.picture.map { tile.label.hasPrefix($0 + " ") ? String(tile.label.dropFirst($0.count + 1)) : tile.label }
            ?? tile.label
        let label = canvas.text(name, pixels: labelPixels, bold: true, width: rect.width * 0.9, oneLine: true)
        canvas.draw(label, x: rect.x + rect.width * 0.05, y: rect.y + rect.height - label.size.height - rect.height * 0.06,
                    colour: Colour.ink)
        let glyphs = tile.picture ?? tile.icon
        if !glyphs.isEmpty {
            let icon = canvas.text(glyphs, pixels: rect.height * (tile.picture == nil ? 0.42 : 0.5), bold: true,
                                   fitting: rect.width * 0.85)
            let room = rect.height - label.size.height - rect.height * 0.06
            canvas.draw(icon, x: rect.x + (rect.width - icon.size.width) / 2,
                        y: rect.y + max(0, (room - icon.size.height) / 2), colour: Colour.bar)
        }
        if let number = tile.number {
            let badge = rect.height * 0.2
            let corner = PixelRect(x: rect.x + badge * 0.3, y: rect.y + badge * 0.3, width: badge, height: badge)
            canvas.roundRect(corner, radius: badge / 2, fill: Colour.bar)
            let digit = canvas.text(String(number), pixels: badge * 0.6, bold: true)
            canvas.draw(digit, x: corner.x + (badge - digit.size.width) / 2, y: corner.y + (badge - digit.size.height) / 2,
                        colour: Colour.barText)
        }
    }
}
