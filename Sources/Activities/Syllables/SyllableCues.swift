import Conductor
import Lessons

extension SyllableLessons: CueActivity {
    /// The clapped word as the kind builds it; what is shown as it is heard is silent.
    public static let cues: [SyllableEvent: [CueStep]] = [.sequence: [.timeline]]

    /// The word, its syllables clapped, and the count (`addSyllables`), for the lesson and the syllables game alike.
    public static func addTimeline(of event: ActivityEvent, to builder: inout CueTimeline) {
        guard let word = event.detail?.value(as: SyllableWord.self) else { return }
        builder.addSyllables(of: word, timing: SyllableTiming())
    }
}
