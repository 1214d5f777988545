/// One event a registered kind declares (`LessonActivity.eventNames`), as only `ActivityCatalog.eventNames` makes it:
/// a bank's `[cues]` key for a kind is one of these, so a name no kind declares is never taken for one.
public struct ActivityEventName: Hashable, Sendable {
    /// The kind's id (`count`).
    public let kind: String
    /// The event's name, as the log and the cue table write it (`count_number`).
    public let name: String
}
