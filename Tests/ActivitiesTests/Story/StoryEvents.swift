@testable import Activities
import Lessons

/// The story's events under the names the shared `Event` gave them before the kind moved, so its tests read as they
/// did.
extension Event {
    static func narrate(_ narration: StoryNarration) -> Event { StoryEvent.narrate(narration) }
    static func wordHighlighted(index: Int) -> Event { StoryEvent.highlighted(index) }
    static var narrationStopped: Event { StoryEvent.stopped }
    static func storyObject(clip: String) -> Event { StoryEvent.object(clip) }
    static func characterVoice(clip: String) -> Event { StoryEvent.voice(clip) }
    static var namesFound: Event { StoryEvent.found }

    /// Which of the story's events this is, and the clip it plays, where a case of the shared `Event` was matched.
    var story: (event: StoryEvent, clip: String?)? {
        guard case .activity(let event) = self, let story = StoryEvent(rawValue: event.name) else { return nil }
        return (story, event.clips.first)
    }
}

extension SessionState {
    /// The story's view, where the state's own slot held it before the kind moved.
    var story: StoryView? { activity?.value(as: StoryView.self) }
}

extension LessonContent {
    /// The stories, where the content's own list held them before the kind moved.
    var stories: [Story] {
        get { Storybook.stories(in: self) }
        set { activities[Storybook.id] = newValue }
    }
}
