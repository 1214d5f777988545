import Conductor

extension PhraseBuilder: CueActivity {
    /// A word as it is chosen, and the sentence as one utterance; taking a word back, paging and toggling are silent.
    public static let cues: [PhraseEvent: [CueStep]] = [
        .word: [.eventClip],
        .sentenceSpoken: [.eventClip],
    ]
}
