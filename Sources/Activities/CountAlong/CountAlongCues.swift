import Conductor

extension CountAlong: CueActivity {
    public static let cues: [String: [CueStep]] = [
        CountAlongEvent.number.rawValue: [.eventClip],
        CountAlongEvent.hint.rawValue: [.eventClip],
        CountAlongEvent.finished.rawValue: [.clip(.celebration)],
    ]
}
