import Lessons

/// The phrase builder (from the communication-aid design, 004): choose who, what they do and what to, and hear the
/// sentence, on its menu (`phrase`, key 9 of the main menu): the builders `phrase/full` and `phrase/quick`.
public enum PhraseBuilder: LessonActivity {
    public typealias Events = PhraseEvent
    public typealias Actions = PhraseAction

    public static let id = "phrase"
    public static let menu = Screen.main
    /// Key 9, after the story.
    public static let menuIndex: Int? = 8
    /// Subject, verb, complement, then the sentence; then only "I want …" and "I am …": a starter, then a complement.
    public static let parts = ["full", "quick"]
    /// Its help came before its section, in `[help]` (`phrase`, `phrase_full`, `phrase_quick`).
    public static let helpInHelpTable = true
    /// None: a script's `wrong` on the phrase builder presses nothing, as before the kind moved here.
    public static let answerKeys: [String] = []

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

/// The phrase builder's screens, by name.
extension Screen {
    /// The phrase menu.
    public static let phrase = PhraseBuilder.screen
    /// Subject, verb, complement, then the sentence.
    public static let phraseFull = PhraseBuilder.screen("full")
    /// Only "I want …" and "I am …" sentences: a starter, then a complement.
    public static let phraseQuick = PhraseBuilder.screen("quick")
}
