/// What a story screen draws: the page, its highlighted word and its objects (book), or the names on keys 1–4 (game).
struct StoryView: Hashable, Sendable {
    /// A name waiting on a key in the naming game.
    struct Name: Hashable, Sendable {
        /// The character's name in the current language.
        let text: String
        /// Its picture (emoji), maybe empty.
        let display: String
        /// Whether it was found and is locked.
        var locked = false
    }

    /// A sound on a page's key, as listed on the page.
    struct Object: Hashable, Sendable {
        /// What it says, in the current language; may be empty.
        let text: String
        /// Its picture (emoji), maybe empty.
        let display: String
    }

    /// The story's title in the current language.
    var title = ""
    /// The language shown and narrated.
    var language = ""
    /// Every language of the story, in order.
    var languages: [String] = []
    /// The page shown, from 0.
    var page = 0
    /// How many pages the story has.
    var pageCount = 0
    /// The page's words.
    var words: [String] = []
    /// The word being spoken, from 0; nil when none is.
    var highlighted: Int?
    /// Whether pages are narrated (off: read-alone mode).
    var narrationOn = true
    /// The naming game's names on keys 1–4, in key order; empty in the book.
    var names: [Name] = []
    /// The page's objects on keys 1–9, in key order; empty in the naming game.
    var objects: [Object] = []
    /// Whether the naming game was won.
    var won = false
}
