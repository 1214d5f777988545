/// One activity the timer can be set for ("menjar", "dormir"), as the sound bank lists it.
public struct TimerActivity: Hashable, Sendable {
    /// The bank's identifier (`menjar`), as `educat timer --activity` takes it.
    public let id: String
    /// The name shown under its tile.
    public let text: String
    /// A picture for terminals that draw emoji; empty when the bank gives none.
    public let emoji: String
    /// The clip that says the activity's name (`timer.activity.menjar`).
    public let clip: String

    /// Makes an activity.
    public init(id: String, text: String, emoji: String, clip: String) {
        self.id = id
        self.text = text
        self.emoji = emoji
        self.clip = clip
    }
}
