import Lessons

/// The item lessons' event; its name is the log's and the cue table's, as it was when the shared `Event` held it.
public enum LessonEvent: String, ActivityEvents {
    /// An item's clip plays, cutting the one playing.
    case playItem = "play_item"

    /// `item` plays: an item heard, in the activity's record.
    static func played(_ item: LessonItem) -> Event {
        .activity(ActivityEvent(Self.playItem, item: item.id, measure: "items heard"))
    }
}
