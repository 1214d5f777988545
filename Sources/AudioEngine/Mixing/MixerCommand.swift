/// A request from the control side to the audio thread, carried through a lock-free queue.
enum MixerCommand {
    /// Start one timeline entry at `anchor + offset`; an anchor of nil means the first frame the audio thread mixes next.
    case start(VoiceStart)
    /// Drop a timeline's waiting entries and fade out its sounding ones.
    case cancel(timeline: UInt64)
    /// Fade out everything on a bus and drop what waits there.
    case stopBus(Bus)
    /// Set a bus's target gain (linear).
    case busGain(Bus, Float)
    /// Set the master target gain (linear).
    case masterGain(Float)
    /// Set the duck depth (linear gain the music goes down to).
    case duckGain(Float)
}

/// Everything the audio thread needs to start one entry, prepared on the control side.
struct VoiceStart {
    var clip: Clip
    var bus: Bus
    var timeline: UInt64
    var entry: Int
    var label: String
    var gain: Float
    var anchor: Int64?
    var offset: Int
    var loop: LoopRange?
    /// Where a streamed clip is read from, opened on the control side.
    var stream: ClipStream?
}

/// A report from the audio thread; carries the clip back so the last release never happens on the audio thread.
struct MixerReport {
    var kind: EngineEvent.Kind
    var timeline: UInt64
    var entry: Int
    var frame: Int64
    var bus: Bus
    var label: String
    var clip: Clip
    /// The stream of an entry that is over, closed on the control side so the audio thread never frees it.
    var stream: ClipStream?
}
