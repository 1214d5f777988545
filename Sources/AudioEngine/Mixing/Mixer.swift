import Atomics
import Synchronization

/// Mixes voices into buses, ducks the music under the voice bus, applies bus and master gain and the limiter.
///
/// `render` runs on the audio thread only: it drains commands, mixes in chunks of `chunkFrames`, and pushes
/// reports, all without locks or allocation. Everything else is control side.
public final class Mixer: RewindableSource, @unchecked Sendable {
    /// Frames mixed per inner step; duck and gain targets are re-evaluated this often.
    static let chunkFrames = 64

    /// The format `render` writes.
    public let format: AudioFormat
    let commands: SPSCQueue<MixerCommand>
    let reports: SPSCQueue<MixerReport>
    private let rendered = ManagedAtomic<Int64>(0)
    private let configuration: EngineConfiguration
    private let voices: UnsafeMutableBufferPointer<Voice>
    private let busBuffers: UnsafeMutablePointer<Float>
    private var busGain: [Float]
    private var busTarget: [Float]
    private var master: Float
    private var masterTarget: Float
    private var duck: Float = 1
    private var duckDepth: Float
    private var limiter: Limiter
    private var now: Int64 = 0
    private let fadeIn: Int, fadeOut: Int
    private let duckAttackStep: Float, duckReleaseStep: Float, smoothing: Float
    private var points: RewindPoints
    /// Reports sent so far: no rewind goes back past one.
    private var generation = 0
    private var lastPoint = -Int64(RewindPoints.interval)
    /// The last frame mixed while a voice that ends by itself was there (playing or waiting).
    private var lastOneShot: Int64 = 0
    private let commandObserver = Mutex<(@Sendable () -> Void)?>(nil)
    /// Audio thread: whether streamed clips are decoded as they are mixed (offline renders) rather than ahead.
    public var decodesStreamsInline = false

    /// Creates a mixer; all audio-thread memory is allocated here.
    public init(configuration: EngineConfiguration) {
        precondition(configuration.format.channels == 2, "the mixer works in stereo")
        self.configuration = configuration
        format = configuration.format
        let rate = Double(format.sampleRate)
        commands = SPSCQueue(capacity: 4 * configuration.voiceCapacity)
        reports = SPSCQueue(capacity: 8 * configuration.voiceCapacity)
        voices = .allocate(capacity: configuration.voiceCapacity)
        voices.initialize(repeating: Voice())
        busBuffers = .allocate(capacity: Bus.mixOrder.count * 2 * Self.chunkFrames)
        busTarget = Bus.allCases.map { EngineConfiguration.gain(dB: configuration.busGains[$0] ?? 0) }
        busGain = busTarget
        masterTarget = EngineConfiguration.gain(dB: configuration.masterVolume)
        master = masterTarget
        duckDepth = EngineConfiguration.gain(dB: configuration.duckDepth)
        fadeIn = max(1, Int(configuration.startFade * rate))
        fadeOut = max(1, min(Int(configuration.cutFade * rate), Int(0.01 * rate)))
        duckAttackStep = (1 - duckDepth) / Float(max(1, configuration.duckAttack * rate))
        duckReleaseStep = (1 - duckDepth) / Float(max(1, configuration.duckRelease * rate))
        smoothing = Float(Double(Self.chunkFrames) / max(1, configuration.gainSmoothing * rate))
        limiter = Limiter(ceiling: EngineConfiguration.gain(dB: configuration.maxLevel),
                          window: configuration.limiterLookahead,
                          releaseFrames: Int(configuration.limiterRelease * rate))
        points = RewindPoints(busCount: Bus.allCases.count, limiterFloats: limiter.stateFloats)
    }

    deinit {
        for voice in voices { voice.stream?.close() }
        voices.deinitialize()
        voices.deallocate()
        busBuffers.deallocate()
        limiter.deallocate()
        points.deallocate()
    }

    /// Frames the output lags the mix by (the limiter's look-ahead).
    public var latencyFrames: Int { limiter.latency }

    /// Frames mixed so far; readable from any thread.
    public var renderedFrames: Int64 { rendered.load(ordering: .acquiring) }

    /// Audio thread: mixes `frames` stereo frames into `buffer`.
    public func render(into buffer: UnsafeMutablePointer<Float>, frames: Int) {
        while let command = commands.pop() { apply(command) }
        var done = 0
        while done < frames {
            let n = min(Self.chunkFrames, frames - done)
            if points.enabled, now - lastPoint >= Int64(RewindPoints.interval) {
                points.take(frame: now, generation: generation, voices: voices, busGain: busGain, master: master,
                            duck: duck, limiter: limiter)
                lastPoint = now
            }
            renderChunk(into: buffer + 2 * done, frames: n)
            done += n
            now += Int64(n)
        }
        rendered.store(now, ordering: .releasing)
    }

    private func apply(_ command: MixerCommand) {
        switch command {
        case .start(let start):
            guard let slot = voices.firstIndex(where: { $0.isFree }) else {
                report(.dropped, start.timeline, start.entry, now, start.bus, start.label, start.clip, start.stream)
                return
            }
            voices[slot] = Voice(clip: start.clip, stream: start.stream, bus: start.bus, timeline: start.timeline, entry: start.entry,
                                 label: start.label, gain: start.gain,
                                 startFrame: (start.anchor ?? now) + Int64(start.offset),
                                 loopStart: start.loop?.start ?? 0,
                                 loopEnd: min(start.loop?.end ?? 0, start.clip.frameCount),
                                 looping: start.loop != nil)
        case .cancel(let timeline):
            stopVoices { $0.timeline == timeline }
        case .stopBus(let bus):
            stopVoices { $0.bus == bus }
        case .busGain(let bus, let gain):
            busTarget[bus.rawValue] = gain
            // Ramps keep a sounding bus from clicking; a bus with nothing on it takes the gain at once, so that a
            // mute set before its music starts lets not one block of it through.
            if !voices.contains(where: { !$0.isFree && $0.bus == bus }) { busGain[bus.rawValue] = gain }
        case .masterGain(let gain):
            masterTarget = gain
        case .duckGain(let gain):
            duckDepth = gain
        }
    }

    /// Drops matching voices that have not started and fades out the ones that have.
    private func stopVoices(where matches: (Voice) -> Bool) {
        for slot in voices.indices where !voices[slot].isFree && matches(voices[slot]) {
            if voices[slot].startFrame >= now {
                release(slot, .cancelled, frame: now)
            } else {
                voices[slot].stopFrame = min(voices[slot].stopFrame, now)
            }
        }
    }

    private func renderChunk(into out: UnsafeMutablePointer<Float>, frames: Int) {
        let chunkEnd = now + Int64(frames)
        enforcePolyphony(chunkEnd: chunkEnd)
        let stride = 2 * Self.chunkFrames
        busBuffers.initialize(repeating: 0, count: Bus.mixOrder.count * stride)
        var voiceSounding = false
        for slot in voices.indices where !voices[slot].isFree {
            if !voices[slot].looping { lastOneShot = chunkEnd }
            guard voices[slot].startFrame < chunkEnd else { continue }
            if voices[slot].bus == .voice { voiceSounding = true }
            if !voices[slot].started {
                voices[slot].started = true
                let v = voices[slot]
                report(.started, v.timeline, v.entry, max(v.startFrame, now), v.bus, v.label, v.clip!)
            }
            let bus = busBuffers + voices[slot].bus.rawValue * stride
            if let end = voices[slot].mix(into: bus, frames: frames, chunkStart: now, fadeIn: fadeIn, fadeOut: fadeOut,
                                          decodeInline: decodesStreamsInline) {
                release(slot, .ended, frame: now + Int64(end))
            }
        }
        mixBuses(into: out, frames: frames, voiceSounding: voiceSounding)
        limiter.process(out, frames: frames)
    }

    /// Cuts the oldest voices on buses that allow only so many, at the frame a newer one starts.
    private func enforcePolyphony(chunkEnd: Int64) {
        limitPolyphony(of: .voice, to: configuration.voicePolyphony, chunkEnd: chunkEnd)
        limitPolyphony(of: .effects, to: configuration.effectsPolyphony, chunkEnd: chunkEnd)
    }

    private func limitPolyphony(of bus: Bus, to limit: Int, chunkEnd: Int64) {
            for newer in voices.indices where !voices[newer].isFree && voices[newer].bus == bus
                && voices[newer].startFrame >= now && voices[newer].startFrame < chunkEnd {
                let at = voices[newer].startFrame
                var older = 0
                var oldest: Int?
                for slot in voices.indices where slot != newer && !voices[slot].isFree && voices[slot].bus == bus
                    && voices[slot].startFrame <= at && voices[slot].stopFrame > at {
                    older += 1
                    if oldest == nil || voices[slot].startFrame < voices[oldest!].startFrame { oldest = slot }
                }
                if older >= limit, let oldest { voices[oldest].stopFrame = at }
            }
    }

    private func mixBuses(into out: UnsafeMutablePointer<Float>, frames: Int, voiceSounding: Bool) {
        let stride = 2 * Self.chunkFrames
        let step = 1 / Float(frames)
        let duckTarget = voiceSounding ? duckDepth : 1
        let masterStart = master
        master += (masterTarget - master) * min(1, smoothing)
        for i in 0..<frames {
            if duck > duckTarget { duck = max(duckTarget, duck - duckAttackStep) }
            else if duck < duckTarget { duck = min(duckTarget, duck + duckReleaseStep) }
            let t = Float(i + 1) * step
            let m = masterStart + (master - masterStart) * t
            var left: Float = 0, right: Float = 0
            for bus in Bus.mixOrder {
                let from = busGain[bus.rawValue]
                let to = from + (busTarget[bus.rawValue] - from) * min(1, smoothing)
                var g = from + (to - from) * t
                if bus == .music { g *= duck }
                let buffer = busBuffers + bus.rawValue * stride
                left += buffer[2 * i] * g
                right += buffer[2 * i + 1] * g
            }
            out[2 * i] = left * m
            out[2 * i + 1] = right * m
        }
        for bus in Bus.mixOrder {
            busGain[bus.rawValue] += (busTarget[bus.rawValue] - busGain[bus.rawValue]) * min(1, smoothing)
        }
    }

    private func release(_ slot: Int, _ kind: EngineEvent.Kind, frame: Int64) {
        let v = voices[slot]
        voices[slot] = Voice()
        report(kind, v.timeline, v.entry, frame, v.bus, v.label, v.clip!, v.stream)
    }

    private func report(_ kind: EngineEvent.Kind, _ timeline: UInt64, _ entry: Int, _ frame: Int64,
                        _ bus: Bus, _ label: String, _ clip: Clip, _ stream: ClipStream? = nil) {
        generation += 1
        reports.push(MixerReport(kind: kind, timeline: timeline, entry: entry, frame: frame, bus: bus,
                                 label: label, clip: clip, stream: stream))
    }
}

extension Mixer {
    /// Audio thread: whether commands wait to be applied, i.e. something is due.
    public var hasPendingCommands: Bool { !commands.isEmpty }

    /// Audio thread: frames mixed since a clip that ends by itself was last there.
    public var framesSinceOneShot: Int { Int(now - lastOneShot) }

    /// Audio thread: whether the mixer keeps points to go back to (off for offline renders, which never do).
    public var keepsRewindPoints: Bool {
        get { points.enabled }
        set {
            points.enabled = newValue
            points.clear()
        }
    }

    /// Audio thread: goes back at most `frames` frames, to the earliest point it kept that no report came after.
    public func rewind(by frames: Int) -> Int {
        guard let point = points.point(atOrAfter: now - Int64(frames), generation: generation) else { return 0 }
        let from = now
        now = points.restore(point, voices: voices, busGain: &busGain, master: &master, duck: &duck, limiter: &limiter)
        lastPoint = now
        rendered.store(now, ordering: .releasing)
        return Int(from - now)
    }

    /// Calls `observer` (or nobody, for nil) whenever a command is sent: an output sleeping on a deep buffer wakes.
    public func observeCommands(_ observer: (@Sendable () -> Void)?) {
        commandObserver.withLock { $0 = observer }
    }

    /// Control side: a command was sent.
    func commandsSent() {
        commandObserver.withLock { $0?() }
    }
}
