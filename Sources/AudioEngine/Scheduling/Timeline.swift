/// Loop points of a looping clip, in frames of the clip.
public struct LoopRange: Sendable, Equatable {
    /// First frame of the loop.
    public var start: Int
    /// Frame after the last frame of the loop.
    public var end: Int

    /// Creates loop points; `end` must be after `start`.
    public init(start: Int, end: Int) {
        precondition(end > start, "loop end must be after loop start")
        self.start = start
        self.end = end
    }
}

/// A sequence of clips on buses at exact frame offsets, scheduled and cancelled as one unit.
///
/// Built on the control side: `append` places a clip after the previous one (plus a pause),
/// `add` places one at an explicit offset, e.g. a clap together with a syllable.
public struct Timeline: Sendable {
    /// One clip placed on the timeline.
    public struct Entry: Sendable {
        /// What to play.
        public var clip: Clip
        /// Where to play it.
        public var bus: Bus
        /// Frames from the timeline's start.
        public var offset: Int
        /// Linear gain of this entry.
        public var gain: Float
        /// Loop points; a looping entry plays until cancelled.
        public var loop: LoopRange?
        /// A caller's name for the entry, reported with its events (defaults to the clip's name).
        public var label: String
    }

    /// The format offsets are counted in.
    public let format: AudioFormat
    /// Entries in the order they were added.
    public private(set) var entries: [Entry] = []
    /// Where `append` places the next clip: the end of the last appended clip plus pauses.
    public private(set) var cursor = 0

    /// Creates an empty timeline.
    public init(format: AudioFormat = .standard) {
        self.format = format
    }

    /// Places `clip` at `offset` frames; returns the entry's index.
    @discardableResult
    public mutating func add(_ clip: Clip, on bus: Bus, atFrame offset: Int, gain: Float = 1,
                             loop: LoopRange? = nil, label: String? = nil) -> Int {
        entries.append(Entry(clip: clip, bus: bus, offset: max(0, offset), gain: gain, loop: loop,
                             label: label ?? clip.name))
        return entries.count - 1
    }

    /// Places `clip` at `seconds` from the start; returns the entry's index.
    @discardableResult
    public mutating func add(_ clip: Clip, on bus: Bus, at seconds: Double, gain: Float = 1, label: String? = nil) -> Int {
        add(clip, on: bus, atFrame: format.frames(seconds: seconds), gain: gain, label: label)
    }

    /// Places `clip` at the cursor and moves the cursor to its end; returns the entry's index.
    @discardableResult
    public mutating func append(_ clip: Clip, on bus: Bus = .voice, gain: Float = 1, label: String? = nil) -> Int {
        let index = add(clip, on: bus, atFrame: cursor, gain: gain, label: label)
        cursor += clip.frameCount
        return index
    }

    /// Moves the cursor on by a pause.
    public mutating func pause(_ seconds: Double) {
        cursor += format.frames(seconds: seconds)
    }

    /// Moves the cursor to an absolute offset in seconds, if that is later than where it is.
    public mutating func moveCursor(toAtLeast seconds: Double) {
        cursor = max(cursor, format.frames(seconds: seconds))
    }

    /// This timeline with every entry on `bus` (cues that play beside the foreground, on the effects bus).
    public func moved(to bus: Bus) -> Timeline {
        var moved = self
        for index in moved.entries.indices { moved.entries[index].bus = bus }
        return moved
    }

    /// Frame after the last non-looping entry ends.
    public var endFrame: Int { entries.filter { $0.loop == nil }.map { $0.offset + $0.clip.frameCount }.max() ?? 0 }
}
