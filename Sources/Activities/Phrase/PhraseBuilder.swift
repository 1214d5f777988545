import Lessons

/// The phrase builder (from the communication-aid design, 004): choose who, what they do and what to, and hear the
/// sentence; its built-in screens (the menu `phrase`, a key of the main menu, and its builders `phrase/full` and
/// `phrase/quick`) stay where they were.
public enum PhraseBuilder: LessonActivity {
    public typealias Events = PhraseEvent
    public typealias Actions = PhraseAction

    public static let id = "phrase"
    public static let menu = Screen.main
    /// The phrase menu, which the kind keeps; its builders are the menu's children (`plays(on:)`).
    public static let screen = Screen.phrase
    /// None: a script's `wrong` on the phrase builder presses nothing, as before the kind moved here.
    public static let answerKeys: [String] = []

    /// The full and the quick builder, not the menu.
    public static func plays(on screen: Screen) -> Bool { screen.isPhraseSession }

    /// A builder over the bank's words (a `PhraseBook`); over none when the bank has none, its screen saying so. It draws
    /// nothing at random.
    public static func session(on screen: Screen, content: ActivityContent, random: inout SplitMix64) -> any Session & Sendable {
        PhraseSession(screen: screen, book: content.section(as: PhraseBook.self) ?? .empty)
    }

    /// A clip of the phrase builder by its key in `[phrase]` (`no`, `question`): `phrase.no`; with `clip(_:_:)`, the
    /// one place the kind's names are spelt.
    static func clip(of key: String) -> ClipName { ClipName(rawValue: "\(id).\(key)") }
    /// "No", said before a negated verb: `phrase.no`.
    static let noClip = clip(of: "no")
    /// Said after a question whose last word has no rising form: `phrase.question`.
    static let questionClip = clip(of: "question")
    /// The word `id` of `list`: `phrase.verb.vull`, `phrase.particle.dont`; said rising, `.question` follows.
    static func clip(_ list: PhraseList, _ id: String) -> ClipName { clip(of: "\(list.clipPart).\(id)") }
}

extension ClipName {
    /// This phrase word said rising, as the last word of a question: `phrase.complement.aigua.question`.
    var question: ClipName { ClipName(rawValue: rawValue + ".question") }
}
