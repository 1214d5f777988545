import Conductor

extension Memory: CueActivity {
    /// Each card its own clip, a clap for a pair, and the end voices; the memorize phase's end and a mistake are silent.
    public static let cues: [MemoryEvent: [CueStep]] = [
        .cardShown: [.eventClip],
        .cardRevealed: [.eventClip],
        .pairMatched: [.clip(.clap)],
        .won: [.clip(.celebration)],
        .lost: [.clip(.consolation)],
    ]
}
