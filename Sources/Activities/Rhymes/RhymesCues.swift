import Conductor

extension Rhymes: CueActivity {
    public static let cues: [String: [CueStep]] = [
        RhymesEvent.asked.rawValue: [.eventClip],
        RhymesEvent.right.rawValue: [.group(.praise)],
        RhymesEvent.wrong.rawValue: [.group(.scold)],
    ]
}
