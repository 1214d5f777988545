import Lessons
import TerminalUI
import Texts

extension Storybook: ScreenActivity {
    /// Never drawn, as a kind's screen must name one: the main menu's story tile is the story menu, no screen the kind
    /// plays on, so it takes the catalogue's `icon.story` (the same glyphs); the book's and the game's tiles keep theirs.
    public static let icon = "▤"

    /// The book's page turns, narration and language; the naming game's names and the voice again.
    public static func hints(on screen: Screen) -> [(key: String, action: String)] {
        screen == .storyNames ? [("1-4", "hint.name"), ("key.up", "hint.again")]
            : [("key.left_right", "hint.page"), ("n", "hint.narration"), ("l", "hint.language")]
    }

    /// The page's sounds (book) or a new game (naming game), then the next story.
    public static func laterHints(on screen: Screen) -> [(key: String, action: String)] {
        (screen == .storyNames ? [("key.enter", "hint.play_again")] : [("1-9", "hint.sounds")]) + [("s", "hint.next_story")]
    }

    /// Esc goes home from the book and the game, Backspace back to the story menu, as the picture book's home and back
    /// buttons.
    public static let escapeGoesHome = true

    /// A book; masks for the naming game.
    public static func picture(of screen: Screen) -> String? { screen == .storyNames ? "🎭" : "📖" }

    /// The page with the spoken word highlighted, or the naming game's names; a bank without stories says so.
    public static func pieces(for state: SessionState, emoji: Bool, texts: Catalogue) -> [Piece] {
        guard let story = state.activity?.value(as: StoryView.self) else {
            return [.big("...", .dim), .gap, .text(texts.text("story.none"), .plain)]
        }
        let pieces = StoryPieces(story: story, misses: state.misses, emoji: emoji, texts: texts)
        return state.screen == .storyNames ? pieces.names : pieces.page
    }

    /// Arrows turn pages, `n` narration, `l` language, `s` the next story; digits play objects (book) or name
    /// characters (game).
    public static func action(for key: Key, on screen: Screen) -> UIAction {
        switch key {
        case .character("n"), .character("N"): .input(StoryAction.narration.input())
        case .character("l"), .character("L"): .input(StoryAction.language.input())
        case .character("s"), .character("S"): .input(StoryAction.story.input())
        default: KeyMap.pageAction(for: key)
        }
    }

    /// A story read aloud page after page holds a child without keys: the kiosk is not idle while it speaks.
    public static func holdsIdleKiosk(_ state: SessionState, playing: Bool) -> Bool { playing }
}

/// What the story screens show: the page with the spoken word highlighted, or the naming game's names.
private struct StoryPieces {
    let story: StoryView
    /// The naming game's wrong names so far.
    let misses: Int
    /// Whether emoji can be drawn.
    let emoji: Bool
    /// The texts, in the child's language.
    let texts: Catalogue

    /// Title, page n/N, language and narration; then the page's words, as big as fit, and the sounds on its keys.
    var page: [Piece] {
        let status = texts.text("story.status", [
            "title": story.title, "page": String(story.page + 1), "pages": String(story.pageCount),
            "language": story.language.uppercased(), "narration": texts.text(story.narrationOn ? "story.on" : "story.off"),
        ])
        let page: [Piece] = [.text(status, .plain), .gap, .words(story.words, highlighted: story.highlighted)]
        guard !story.objects.isEmpty else { return page }
        // Tiles without a big icon, as the phrase builder's words: the page's words keep the space to be drawn big.
        let tiles = story.objects.enumerated().map { index, object in
            let label = [emoji ? object.display : "", object.text].filter { !$0.isEmpty }.joined(separator: " ")
            return Piece.Tile(icon: "", label: label, number: index + 1, picture: emoji && !object.display.isEmpty ? object.display : nil)
        }
        return page + [.gap, .tiles(tiles, selected: nil)]
    }

    /// Each name on its key (found ones marked OK), or the congratulation once all are found.
    var names: [Piece] {
        let found = story.names.filter(\.locked).count
        let status = texts.text("story.names_status", [
            "title": story.title, "found": String(found), "total": String(story.names.count), "misses": String(misses),
        ])
        let counters: [Piece] = [.text(status, .plain), .gap]
        guard !story.won else { return counters + [.big(texts.text("story.bravo"), .good), .gap, .text(texts.text("common.play_again"), .plain)] }
        let tiles = story.names.enumerated().map { index, name in
            Piece.Tile(icon: name.locked ? "OK" : "?", label: (emoji && !name.display.isEmpty ? name.display + " " : "") + name.text,
                       number: index + 1, picture: name.locked && emoji && !name.display.isEmpty ? name.display : nil)
        }
        return counters + [.tiles(tiles, selected: nil)]
    }
}
