/// One activity of the timer as a bank lists it: `{ id = "menjar", text = "Menjar", emoji = "🍽️", clip = "…" }`.
public struct TimerActivityClip: Sendable, Hashable {
    /// A simple name (`menjar`): the clip is `timer.activity.<id>` and `educat timer --activity` takes it.
    public var id: String
    /// The name shown and said.
    public var text: String
    /// A picture for terminals that draw emoji; empty when none is given.
    public var emoji: String
    /// The clip that says the name.
    public var clip: ClipRef

    /// Creates an activity.
    public init(id: String, text: String, emoji: String, clip: ClipRef) {
        self.id = id
        self.text = text
        self.emoji = emoji
        self.clip = clip
    }
}
