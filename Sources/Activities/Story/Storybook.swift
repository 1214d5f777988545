import Lessons

/// The narrated picture book and its naming game (Sabatilles' "Conte" and "Jugar"), on the story menu (`story`, key 8
/// of the main menu): its book `story/book` and naming game `story/names`.
public enum Storybook: LessonActivity {
    public typealias Events = StoryEvent
    public typealias Actions = StoryAction

    public static let id = "story"
    public static let menu = Screen.main
    /// Key 8, after records and info, where the first program had it.
    public static let menuIndex: Int? = 7
    /// The book, then the naming game.
    public static let parts = ["book", "names"]
    /// Its help came before its section, in `[help]` (`story`, `story_book`, `story_names`).
    public static let helpInHelpTable = true
    /// None: a script's `wrong` on a story screen presses nothing, as before the kind moved here.
    public static let answerKeys: [String] = []

    /// A naming game played to its end counts as played; reading the book does not.
    public static func countsGamesPlayed(on screen: Screen) -> Bool { screen == .storyNames }

    /// The book or the naming game of the chosen story (`StoryChoice`), else the bank's first, in the chosen language
    /// when it is told in it, else in the bank's, else in its first; with no story at all, a screen saying so. Only the
    /// naming game draws at random.
    public static func session(on screen: Screen, content: ActivityContent, random: inout SplitMix64) -> any Session & Sendable {
        let stories = stories(in: content)
        let choice = content.preset(as: StoryChoice.self)
        guard let story = stories.first(where: { $0.id == choice?.story }) ?? stories.first else { return NoStory(screen: screen) }
        let language = story.language(preferring: choice?.language ?? content.language)
        guard screen == .storyNames else { return StoryReader(story: story, language: language) }
        return StoryNames(story: story, language: language, praiseClips: content.praiseClips,
                          scoldClips: content.scoldClips, random: SplitMix64(seed: random.next()))
    }

    /// `s`: the bank's next story opens on the same screen from its start, when the bank has more than one.
    public static func reopening(for input: Input, content: ActivityContent) -> (any Sendable)? {
        let stories = stories(in: content)
        guard input == StoryAction.story.input(), stories.count > 1 else { return nil }
        let choice = content.preset(as: StoryChoice.self)
        let current = stories.firstIndex { $0.id == choice?.story } ?? 0
        return StoryChoice(story: stories[(current + 1) % stories.count].id, language: choice?.language)
    }

    /// The language the reader switched to is the one the story screens open in from then on; a story not told in the
    /// language chosen before does not replace that choice by merely opening in another.
    public static func preset(after input: Input, on state: SessionState, content: ActivityContent) -> (any Sendable)? {
        guard input == StoryAction.language.input(), let view = state.activity?.value(as: StoryView.self) else { return nil }
        return StoryChoice(story: content.preset(as: StoryChoice.self)?.story, language: view.language)
    }

    /// The bank's stories, in its order.
    public static func stories(in content: LessonContent) -> [Story] { stories(content.activities[id]) }

    private static func stories(in content: ActivityContent) -> [Story] { stories(content.section) }

    /// The stories the kind's content holds (`StorySection.lessonContent`).
    private static func stories(_ section: (any Sendable)?) -> [Story] { section as? [Story] ?? [] }
}

/// Which story the story screens open, and in which language: the command line's (`educat story --story ID
/// --language es`), then the reader's own choices; nil: the bank's first story, in the bank's language.
public struct StoryChoice: Sendable {
    /// The story's id.
    public var story: String?
    /// The language, when the story is told in it.
    public var language: String?

    /// A choice of story and language.
    public init(story: String?, language: String?) {
        self.story = story
        self.language = language
    }
}

/// A story screen of a bank without stories: it says so, and takes only back and help.
private struct NoStory: Session, Sendable {
    var state: SessionState

    init(screen: Screen) {
        state = SessionState(screen: screen)
    }

    mutating func handle(_ input: Input, at now: Double) -> [Event] {
        if let common = state.commonResponse(to: input) { return common }
        return input.isReport ? [] : [.ignored(input)]
    }
}

/// The story's screens, by name.
extension Screen {
    /// The story menu.
    public static let story = Storybook.screen
    /// The narrated book.
    public static let storyBook = Storybook.screen("book")
    /// The naming game: hear a character, press its name.
    public static let storyNames = Storybook.screen("names")
}
