import Foundation

/// The control side of the mixer: turns timelines into voice starts, cancels them, sets gains,
/// and turns the audio thread's reports into events.
///
/// Any control thread may call it; calls are serialized by a lock the audio thread never takes.
public final class Scheduler: @unchecked Sendable {
    private let mixer: Mixer
    private let lock = NSLock()
    private var nextID: UInt64 = 1
    private var unfinished: [UInt64: Int] = [:]
    /// Unfinished timelines whose every entry loops (music): they never end by themselves.
    private var endless: Set<UInt64> = []
    private var gains: [Bus: Double]
    private var muted: Set<Bus> = []

    init(mixer: Mixer, configuration: EngineConfiguration) {
        self.mixer = mixer
        gains = configuration.busGains
    }

    /// Schedules every entry of `timeline`, starting at the next frame mixed, or at an exact mix frame.
    ///
    /// Returns nil only when the command queue is full (the audio thread has stalled).
    @discardableResult
    public func schedule(_ timeline: Timeline, atFrame frame: Int64? = nil) -> TimelineHandle? {
        lock.withLock {
            let id = nextID
            nextID += 1
            let streams = timeline.entries.map { entry in
                entry.clip.isStreamed ? ClipStream(clip: entry.clip, loop: entry.loop) : nil
            }
            let starts = timeline.entries.enumerated().map { index, entry in
                MixerCommand.start(VoiceStart(clip: entry.clip, bus: entry.bus, timeline: id, entry: index,
                                              label: entry.label, gain: entry.gain, anchor: frame,
                                              offset: entry.offset, loop: entry.loop, stream: streams[index]))
            }
            for stream in streams.compactMap({ $0 }) { stream.fillAll(through: ClipStream.primeFrames) }
            // One push publishes the whole batch, so every entry is anchored to the same frame.
            guard mixer.commands.push(contentsOf: starts) else { return nil }
            for stream in streams.compactMap({ $0 }) { StreamFeeder.shared.add(stream) }
            mixer.commandsSent()
            if !starts.isEmpty { unfinished[id] = starts.count }
            if !starts.isEmpty, timeline.entries.allSatisfy({ $0.loop != nil }) { endless.insert(id) }
            return TimelineHandle(id: id)
        }
    }

    /// Plays one clip now on `bus`.
    @discardableResult
    public func play(_ clip: Clip, on bus: Bus = .voice, loop: LoopRange? = nil) -> TimelineHandle? {
        var timeline = Timeline(format: mixer.format)
        timeline.add(clip, on: bus, atFrame: 0, loop: loop)
        return schedule(timeline)
    }

    /// Stops a timeline at once: what waits is dropped, what sounds fades out within a few milliseconds.
    public func cancel(_ handle: TimelineHandle) {
        send(.cancel(timeline: handle.id))
    }

    /// Stops everything on a bus.
    public func stop(bus: Bus) {
        send(.stopBus(bus))
    }

    /// Sets a bus's gain in dB.
    public func setGain(_ dB: Double, for bus: Bus) {
        lock.withLock { gains[bus] = dB }
        sendBusGain(bus)
    }

    /// Mutes or unmutes a bus, with a short ramp; sends nothing when that changes nothing, since a command is a cue
    /// that starts a waiting stream (`PulseOutput`).
    public func setMuted(_ isMuted: Bool, bus: Bus) {
        let changed = lock.withLock { isMuted ? muted.insert(bus).inserted : muted.remove(bus) != nil }
        if changed { sendBusGain(bus) }
    }

    /// Whether a bus is muted.
    public func isMuted(_ bus: Bus) -> Bool { lock.withLock { muted.contains(bus) } }

    /// Sets the master volume in dB (the limiter's ceiling still applies after it).
    public func setMasterVolume(_ dB: Double) {
        send(.masterGain(EngineConfiguration.gain(dB: dB)))
    }

    /// Sets how far music ducks under voices, in dB.
    public func setDuckDepth(_ dB: Double) {
        send(.duckGain(EngineConfiguration.gain(dB: min(0, dB))))
    }

    /// Whether any entry of the timeline has yet to end, as of the last `pollEvents()`.
    public func isActive(_ handle: TimelineHandle) -> Bool { lock.withLock { unfinished[handle.id] != nil } }

    /// Timelines with entries yet to end, as of the last `pollEvents()`.
    public var activeCount: Int { lock.withLock { unfinished.count } }

    /// Whether a timeline that ends by itself is unfinished, as of the last `pollEvents()`: while only looping
    /// music plays, nothing will happen until someone acts.
    public var awaitsEnd: Bool { lock.withLock { unfinished.count > endless.count } }

    /// Drains what the audio thread reported since the last call, in order; frames are mix frames
    /// (a file render is aligned to them; a live output plays them its latency later).
    public func pollEvents() -> [EngineEvent] {
        lock.withLock {
            var events: [EngineEvent] = []
            while let report = mixer.reports.pop() {
                if report.kind != .started { report.stream?.close() }
                events.append(EngineEvent(kind: report.kind, handle: TimelineHandle(id: report.timeline),
                                          entry: report.entry, frame: report.frame,
                                          bus: report.bus, label: report.label))
                if report.kind != .started, let left = unfinished[report.timeline] {
                    unfinished[report.timeline] = left > 1 ? left - 1 : nil
                    if left == 1 { endless.remove(report.timeline) }
                }
            }
            return events
        }
    }

    private func sendBusGain(_ bus: Bus) {
        let gain = lock.withLock { muted.contains(bus) ? 0 : EngineConfiguration.gain(dB: gains[bus] ?? 0) }
        send(.busGain(bus, gain))
    }

    private func send(_ command: MixerCommand) {
        lock.withLock { if mixer.commands.push(command) { mixer.commandsSent() } }
    }
}
