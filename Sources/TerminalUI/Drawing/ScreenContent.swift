import Lessons
import Texts

/// What each kind of screen shows, as pieces for the layout: menus, records, info, the operator menu, the chooser, and
/// the registered kinds' own (every lesson, game and challenge).
struct ScreenContent {
    let model: ScreenModel
    /// Whether emoji can be drawn (not on the Linux console's font).
    let emoji: Bool
    /// The texts, in the child's language.
    let texts: Catalogue

    private var state: SessionState { model.state }
    private var screen: Screen { state.screen }

    /// The body's pieces, top to bottom.
    var pieces: [Piece] {
        let notice: [Piece] = model.notice.map { [.text($0, .alert), .gap] } ?? []
        if let menu = model.operatorMenu { return operatorPieces(menu) }
        if let chooser = model.chooser { return notice + chooserPieces(chooser) }
        if let kind = screen.screenActivity { return notice + kind.pieces(for: state, emoji: emoji, texts: texts) }
        switch (screen, screen.mode) {
        case (.records, _): return notice + recordPieces
        case (.info, _): return notice + infoPieces
        case (_, nil): return notice + menuPieces
        // A subject's lessons, games and challenges are registered kinds' (`ItemLessons`, `SyllableLessons`, `Quizzes`):
        // nothing is drawn without them.
        case (_, _?): return notice
        }
    }

    // MARK: - Menus, records, info, operator

    private var menuPieces: [Piece] {
        let tiles = screen.children.enumerated().map { index, child in
            Piece.Tile(icon: ScreenLabels.icon(of: child, texts), label: ScreenLabels.name(of: child, texts) + played(child),
                       number: (index + 1) % 10, picture: ScreenLabels.picture(of: child))
        }
        return [.tiles(tiles, selected: min(model.selection, max(0, tiles.count - 1)))]
    }

    /// " (3)" after a game's name: how often the profile played it, as the design's tiles show; a memory category
    /// counts its own games, the memory tile all of them, the story tile its naming game's.
    private func played(_ screen: Screen) -> String {
        guard screen.showsGamesPlayed else { return "" }
        let all = model.gamesPlayed.filter { path, _ in
            Screen(path: path).map { $0 == screen || $0.parent == screen } ?? false
        }
        return " (\(all.values.reduce(0, +)))"
    }

    private var recordPieces: [Piece] {
        let tiles = Subject.allCases.map { subject in
            let score = model.records[subject] ?? 0
            let holder = score > 0 ? model.recordHolders[subject].map { " · \($0)" } ?? "" : ""
            return Piece.Tile(icon: String(score), label: ScreenLabels.name(of: subject, texts) + holder, number: nil)
        }
        return [.text(texts.text("records.title"), .item), .gap, .tiles(tiles, selected: nil)]
    }

    private var infoPieces: [Piece] {
        [.big(texts.text("app.name"), .item), .gap, .text(texts.text("info.what"), .plain), .text(texts.text("info.how"), .plain)]
    }

    private func operatorPieces(_ menu: OperatorMenu) -> [Piece] {
        let lines = menu.lines(texts, emoji: emoji).map { line in
            Piece.text((line.selected ? "> " : "  ") + line.text, line.selected ? .selected : .plain)
        }
        let message = menu.message.map { texts.text($0.key, $0.values) }
        let status = model.status.map { texts.text("operator.message", ["message": $0]) }
        return [.text(texts.text("operator.title"), .alert), .gap] + lines + (message.map { [.gap, .text($0, .good)] } ?? [])
            + (status.map { [.gap, .text($0, .dim)] } ?? [])
    }

    /// A big tile per child on the page shown, their initial drawn big and their picture beside their name (a window
    /// draws the picture big instead of the initial).
    private func chooserPieces(_ chooser: PlayerChooser) -> [Piece] {
        let tiles = chooser.shown.enumerated().map { offset, player in
            Piece.Tile(icon: String(player.name.prefix(1)).uppercased(), label: player.shown(emoji: emoji), number: offset + 1,
                       picture: emoji ? player.picture : nil)
        }
        let pages = (chooser.players.count + PlayerChooser.perPage - 1) / PlayerChooser.perPage
        let page: [Piece] = pages > 1
            ? [.gap, .text(texts.text("players.page", ["page": String(chooser.page + 1), "pages": String(pages)]), .dim)] : []
        return [.text(texts.text("players.title"), .item), .gap,
                .tiles(tiles, selected: chooser.selected - chooser.page * PlayerChooser.perPage)] + page
    }
}
