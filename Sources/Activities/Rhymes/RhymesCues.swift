import Conductor

extension Rhymes: CueActivity {
    public static let cues: [RhymesEvent: [CueStep]] = [
        .asked: [.eventClip],
        .right: [.group(.praise)],
        .wrong: [.group(.scold)],
    ]
}
