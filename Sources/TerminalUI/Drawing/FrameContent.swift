import Lessons
import Texts

/// What one frame shows, decided once for every front end: the title bar's parts, the body's pieces and the footer's
/// key hints, in the child's language. The terminal lays it out in cells (`ScreenRenderer`), a window in pixels.
public struct FrameContent: Equatable, Sendable {
    /// The program's name, first in the title bar.
    public var appName: String
    /// The screen's name (or "who is playing?" while the chooser shows).
    public var screen: String
    /// The child playing, with their picture where emoji can be drawn; nil for the unnamed default profile.
    public var player: String?
    /// Whether the music is on, as the title bar says it.
    public var music: String
    /// The volume, as the title bar says it.
    public var volume: String
    /// That no sound is heard, that it is back, or that the program has a message for the grown-ups, in the screen's
    /// language; nil when there is none.
    public var message: String?
    /// The shortest form of the sound's problem, which a narrow title bar keeps whole.
    public var noSound: String
    /// The body, top to bottom.
    public var pieces: [Piece]
    /// The keys that work here and what each does, most needed first.
    public var hints: [(key: String, action: String)]
    /// The same hints as catalogue keys or literal keys (`key.esc`, `hint.back`; `?`, `1-9`), so that a window can make
    /// buttons of them.
    public var hintNames: [(key: String, action: String)]
    /// Whether the music plays.
    public var musicOn: Bool
    /// An answer's animation playing, which a window draws over the body (the terminal draws none).
    public var reaction: ScreenModel.Reaction?

    /// The content of `model`, with emoji where `emoji` (not on the Linux console), its texts from `texts`.
    public init(model: ScreenModel, emoji: Bool, texts: Catalogue) {
        appName = texts.text("app.name")
        screen = model.chooser != nil && model.operatorMenu == nil
            ? texts.text("players.title") : ScreenLabels.title(of: model.state.screen, texts)
        player = model.player.map { $0.shown(emoji: emoji) }
        music = texts.text(model.musicOn ? "title.music_on" : "title.music_off")
        volume = texts.text("title.volume", ["db": String(Int(model.volume.rounded()))])
        noSound = texts.text("title.no_sound")
        message = model.soundProblem != nil ? noSound : model.soundBack ? texts.text("title.sound_back")
            : model.status != nil ? texts.text("title.message") : nil
        pieces = ScreenContent(model: model, emoji: emoji, texts: texts).pieces
        hints = KeyHints.shown(for: model, texts: texts).map { (key: $0.0, action: $0.1) }
        hintNames = KeyHints.hints(for: model).map { (key: $0.0, action: $0.1) }
        musicOn = model.musicOn
        reaction = model.reaction
    }

    public static func == (one: FrameContent, other: FrameContent) -> Bool {
        one.appName == other.appName && one.screen == other.screen && one.player == other.player && one.music == other.music
            && one.volume == other.volume && one.message == other.message && one.noSound == other.noSound
            && one.pieces == other.pieces && one.musicOn == other.musicOn && one.reaction == other.reaction
            && one.hints.map(\.key) == other.hints.map(\.key) && one.hints.map(\.action) == other.hints.map(\.action)
            && one.hintNames.map(\.key) == other.hintNames.map(\.key)
            && one.hintNames.map(\.action) == other.hintNames.map(\.action)
    }
}
