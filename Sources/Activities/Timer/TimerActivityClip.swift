import Lessons
import SoundBank

/// One activity of the timer as a bank lists it (`{ id = "menjar", text = "Menjar", emoji = "🍽️", clip = "…" }`):
/// the activity the timer offers, whose fields read through, with the file that says its name.
@dynamicMemberLookup
public struct TimerActivityClip: Sendable, Hashable {
    /// The activity as the timer offers it, its clip named `timer.activity.<id>`.
    public var activity: TimerActivity
    /// The file that says the name.
    public var clip: ClipRef

    /// Creates an activity said by `clip`.
    public init(_ activity: TimerActivity, clip: ClipRef) {
        self.activity = activity
        self.clip = clip
    }

    /// The activity's `id`, `text` and `emoji`.
    public subscript<Value>(dynamicMember field: KeyPath<TimerActivity, Value>) -> Value { activity[keyPath: field] }
}
