import AudioEngine
import Lessons

/// One batch's timeline under construction and what its entries mean to the session: the conductor's core fills it
/// cue step by cue step, and a registered kind's timeline builder (`CueActivity.addTimeline`: the syllables' clapped
/// word, the story's narration) adds its own pieces.
public struct CueTimeline {
    /// What a timeline entry means to the session.
    enum Role {
        /// This input, reported as the entry starts (a syllable or a count shown as it is heard).
        case input(Input)
        /// A narration whose words start at these frame offsets from the clip's start, each reported as this input
        /// numbered by the word.
        case words([Int], ActivityInput)
    }

    /// The clips in order, on their buses.
    public var timeline: Timeline
    /// The roles of the entries that report back, by entry index.
    var roles: [Int: Role] = [:]
    /// Whether the session waits for this batch to finish (it had a sounding cue, even if nothing could play).
    var wantsCompletion = false
    /// Where the clips come from.
    public let library: any CueLibrary

    /// An empty timeline in `format`, of `library`'s clips.
    init(format: AudioFormat, library: any CueLibrary) {
        timeline = Timeline(format: format)
        self.library = library
    }

    /// The format frames are counted in.
    public var format: AudioFormat { timeline.format }

    /// Appends the clip `name` on the voice bus; a clip the library lacks plays nothing.
    mutating func append(_ name: String) {
        guard let clip = library.clip(named: name) else { return }
        timeline.append(clip, on: .voice, label: name)
    }

    /// Reports the timeline's entry `entry` to the session as `input` when it starts (a kind's syllable shown as it is
    /// heard).
    public mutating func report(_ entry: Int, as input: Input) {
        roles[entry] = .input(input)
    }

    /// Reports the words of the timeline's entry `entry` to the session as heard, word `n` as `heard` numbered `n`,
    /// when the mix reaches `offsets[n]` frames from the entry's start, until the batch is cut.
    public mutating func reportWords(of entry: Int, at offsets: [Int], as heard: ActivityInput) {
        roles[entry] = .words(offsets, heard)
    }

    /// Moves the cursor past everything added, so the next cue starts after the last sound ends.
    public mutating func moveCursorToEnd() {
        timeline.moveCursor(toAtLeast: format.seconds(frames: timeline.endFrame))
    }
}
