import Lessons

/// A child who plays at the kiosk, as the who-is-playing screen, the title bar and the operator menu show them.
public struct Player: Equatable, Sendable {
    /// The child's name, which records are kept under.
    public var name: String
    /// An emoji or a glyph shown beside the name; nil when none was chosen.
    public var picture: String?

    /// A child called `name` with `picture`.
    public init(name: String, picture: String? = nil) {
        self.name = name
        self.picture = picture
    }

    /// The picture and the name; a picture that is an emoji only where emoji can be drawn (not on the Linux console).
    func shown(emoji: Bool) -> String {
        guard let picture, emoji || !picture.unicodeScalars.contains(where: \.properties.isEmojiPresentation) else { return name }
        return picture + " " + name
    }
}

/// What a child plays with: what they chose before, or what the configuration sets where it sets it.
public struct PlayerChoices: Equatable, Sendable {
    /// Whether the background music plays.
    public var musicOn: Bool
    /// How letters are drawn.
    public var letterCase: LetterCase

    /// Choices of `musicOn` and `letterCase`.
    public init(musicOn: Bool = true, letterCase: LetterCase = .upper) {
        self.musicOn = musicOn
        self.letterCase = letterCase
    }
}

/// The children who play at a kiosk and what each chose, kept by the program (in the records store): the UI asks it
/// who plays, and tells it what the child or the operator changed so it lasts. Called on the UI loop's thread.
public protocol PlayerRoster: AnyObject {
    /// The children to choose among, in the order the who-is-playing screen shows them.
    func players() -> [Player]
    /// Who plays without asking (a profile the configuration names, the only child, or the unnamed default profile);
    /// nil when the kiosk asks who is playing.
    func seated() -> String?
    /// The child whose records are kept now (`default` for the unnamed default profile).
    func playing() -> String
    /// Makes `name` the child whose records, history and choices are kept from now on; returns what they chose before.
    func choose(_ name: String) -> PlayerChoices
    /// Adds a child.
    func add(_ player: Player) throws
    /// Renames the child called `name` and sets their picture.
    func change(_ name: String, to player: Player) throws
    /// Removes a child from those who play; their history is kept.
    func remove(_ name: String) throws
    /// The removed children, whose history is kept until they are purged.
    func removedPlayers() -> [Player]
    /// Brings a removed child back to those who play, with their history.
    func restore(_ name: String) throws
    /// Keeps the playing child's music choice.
    func keepMusic(_ on: Bool)
    /// Keeps the playing child's letter case.
    func keepLetterCase(_ letterCase: LetterCase)
    /// Keeps the kiosk's limit of `+`, dB.
    func keepVolumeLimit(_ decibels: Double)
    /// Keeps the kiosk's volume, dB, as a child or teacher set it with `+` and `-`.
    func keepVolume(_ decibels: Double)
}
