import Conductor

extension CountAlong: CueActivity {
    public static let cues: [CountAlongEvent: [CueStep]] = [
        .number: [.eventClip],
        .hint: [.eventClip],
        .finished: [.clip(.celebration)],
    ]
}
