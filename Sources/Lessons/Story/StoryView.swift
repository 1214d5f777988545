/// What a story screen draws: the page and its highlighted word (book), or the names on keys 1–4 (game).
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
    /// Whether the naming game was won.
    public internal(set) var won = false
}
