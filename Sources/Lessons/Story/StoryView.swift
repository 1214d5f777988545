/// What a story screen draws: the page, its highlighted word and its objects (book), or the names on keys 1–4 (game).
public struct StoryView: Hashable, Sendable {
    /// A name waiting on a key in the naming game.
    public struct Name: Hashable, Sendable {
        /// The character's name in the current language.
        public let text: String
        /// Its picture (emoji), maybe empty.
        public let display: String
        /// Whether it was found and is locked.
        public internal(set) var locked = false
    }

    /// A sound on a page's key, as listed on the page.
    public struct Object: Hashable, Sendable {
        /// What it says, in the current language; may be empty.
        public let text: String
        /// Its picture (emoji), maybe empty.
        public let display: String
    }

    /// The story's title in the current language.
    public internal(set) var title = ""
    /// The language shown and narrated.
    public internal(set) var language = ""
    /// Every language of the story, in order.
    public internal(set) var languages: [String] = []
    /// The page shown, from 0.
    public internal(set) var page = 0
    /// How many pages the story has.
    public internal(set) var pageCount = 0
    /// The page's words.
    public internal(set) var words: [String] = []
    /// The word being spoken, from 0; nil when none is.
    public internal(set) var highlighted: Int?
    /// Whether pages are narrated (off: read-alone mode).
    public internal(set) var narrationOn = true
    /// The naming game's names on keys 1–4, in key order; empty in the book.
    public internal(set) var names: [Name] = []
    /// The page's objects on keys 1–9, in key order; empty in the naming game.
    public internal(set) var objects: [Object] = []
    /// Whether the naming game was won.
    public internal(set) var won = false
}
