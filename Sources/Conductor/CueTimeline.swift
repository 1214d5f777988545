import AudioEngine

/// One batch's timeline under construction and what its entries mean to the session: the conductor's core fills it
/// cue step by cue step, and a registered kind's timeline builder (`CueActivity.addTimeline`: the syllables' clapped
/// word, the story's narration) adds its own pieces.
public struct CueTimeline {
    /// What a timeline entry means to the session.
    enum Role {
        /// The syllable at this index, shown as it is heard.
        case syllable(Int)
        /// The count after a word's syllables.
        case count
        /// A narration whose words start at these frame offsets from the clip's start.
        case words([Int])
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

    /// Reports the timeline's entry `entry` to the session as syllable `index` shown (`Input.syllableShown`) when it
    /// starts.
    public mutating func reportSyllable(of entry: Int, index: Int) {
        roles[entry] = .syllable(index)
    }

    /// Reports the timeline's entry `entry` to the session as the count shown (`Input.countShown`) when it starts.
    public mutating func reportCount(of entry: Int) {
        roles[entry] = .count
    }

    /// Reports the words of the timeline's entry `entry` to the session as heard (`Input.wordHeard`), word `n` when the
    /// mix reaches `offsets[n]` frames from the entry's start, until the batch is cut.
    public mutating func reportWords(of entry: Int, at offsets: [Int]) {
        roles[entry] = .words(offsets)
    }

    /// Moves the cursor past everything added, so the next cue starts after the last sound ends.
    public mutating func moveCursorToEnd() {
        timeline.moveCursor(toAtLeast: format.seconds(frames: timeline.endFrame))
    }
}
