import Conductor

extension ItemLessons: CueActivity {
    /// The item's own clip.
    public static let cues: [LessonEvent: [CueStep]] = [.playItem: [.item]]
}
