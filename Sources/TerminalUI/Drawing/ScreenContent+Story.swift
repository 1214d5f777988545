import Lessons

/// What the story screens show: the page with the spoken word highlighted, or the naming game's names.
extension ScreenContent {
    /// The book or the naming game.
    var storyPieces: [Piece] {
        guard let story = model.state.story else { return [.big("...", .dim), .gap, .text(texts.text("story.none"), .plain)] }
        return model.state.screen == .storyNames ? namesPieces(story) : pagePieces(story)
    }

    /// Title, page n/N, language and narration; then the page's words, as big as fit, and the sounds on its keys.
    private func pagePieces(_ story: StoryView) -> [Piece] {
        let status = texts.text("story.status", [
            "title": story.title, "page": String(story.page + 1), "pages": String(story.pageCount),
            "language": story.language.uppercased(), "narration": texts.text(story.narrationOn ? "story.on" : "story.off"),
        ])
        let page: [Piece] = [.text(status, .plain), .gap, .words(story.words, highlighted: story.highlighted)]
        guard !story.objects.isEmpty else { return page }
        // Tiles without a big icon, as the phrase builder's words: the page's words keep the space to be drawn big.
        let tiles = story.objects.enumerated().map { index, object in
            let label = [emoji ? object.display : "", object.text].filter { !$0.isEmpty }.joined(separator: " ")
            return Piece.Tile(icon: "", label: label, number: index + 1)
        }
        return page + [.gap, .tiles(tiles, selected: nil)]
    }

    /// Each name on its key (found ones marked OK), or the congratulation once all are found.
    private func namesPieces(_ story: StoryView) -> [Piece] {
        let found = story.names.filter(\.locked).count
        let status = texts.text("story.names_status", [
            "title": story.title, "found": String(found), "total": String(story.names.count), "misses": String(model.state.misses),
        ])
        let counters: [Piece] = [.text(status, .plain), .gap]
        guard !story.won else { return counters + [.big(texts.text("story.bravo"), .good), .gap, .text(texts.text("common.play_again"), .plain)] }
        let tiles = story.names.enumerated().map { index, name in
            Piece.Tile(icon: name.locked ? "OK" : "?", label: (emoji && !name.display.isEmpty ? name.display + " " : "") + name.text,
                       number: index + 1)
        }
        return counters + [.tiles(tiles, selected: nil)]
    }
}
