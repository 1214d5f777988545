import Atomics
import CPulse
import Logging
import Synchronization

/// Plays the mix through PulseAudio on a dedicated audio thread, and keeps the mix running
/// silently (wall-clock paced) while no server is reachable, reconnecting as soon as one is, or while
/// a connected server stops taking audio.
///
/// One thread of its own runs a `pa_mainloop` and is the only caller of `source.render`,
/// both while playing and while silent, so a render source never sees two threads.
public final class PulseOutput: RealtimeOutput {
    /// How to reach the server and what stream to ask for.
    public struct Configuration: Sendable {
        /// Stream format (always Float32 little-endian, interleaved).
        public var format: AudioFormat
        /// The target latencies an output accepts, in seconds: below 2 ms no server keeps up, and the silent
        /// pacing that stands in for a server would spin; past half a second a key's sound comes too late to be its own.
        public static let latencyRange = 0.002...0.5
        /// The target latency when none (or NaN) is given, in seconds.
        public static let defaultLatency = 0.010

        /// Target latency asked of the server, in seconds, kept within `latencyRange` (NaN is the default);
        /// what the server granted is in `status`.
        public var targetLatency: Double {
            get { latency }
            set { latency = newValue.isNaN ? Self.defaultLatency : min(max(newValue, Self.latencyRange.lowerBound),
                                                                        Self.latencyRange.upperBound) }
        }
        private var latency = defaultLatency
        /// Client and stream name shown by `pactl` and mixers.
        public var name: String
        /// Server string such as `unix:/run/user/1000/pulse/native`; nil for the default (`PULSE_SERVER`, then the usual places).
        public var server: String?
        /// Sink to play on; nil for the server's default sink. When the server has no such sink, the stream plays on
        /// the default one and a warning says so once.
        public var sink: String?
        /// How often, in seconds, the server's socket is tried while no server answers.
        public var retryInterval: Double
        /// The stream's buffer in seconds while only looping music plays (fewer wake-ups, more room under load); the
        /// target latency comes back, and queued audio is rewritten, the moment anything else is due. Nil, or not above
        /// the target, keeps the target throughout; at most 0.3 s is used.
        public var deepLatency: Double?
        /// SCHED_RR priority asked for the audio thread (below PulseAudio's own 5), nil for none; needs
        /// RLIMIT_RTPRIO (systemd `LimitRTPRIO=`) or root, else the thread runs at normal priority.
        public var realtimePriority: Int32?

        /// Creates a configuration; the defaults suit a kiosk on a local server.
        public init(
            format: AudioFormat = .standard,
            targetLatency: Double = defaultLatency,
            name: String = "educat",
            server: String? = nil,
            sink: String? = nil,
            retryInterval: Double = 0.1,
            realtimePriority: Int32? = 4,
            deepLatency: Double? = 0.2
        ) {
            self.format = format
            self.name = name
            self.server = server
            self.sink = sink
            self.retryInterval = retryInterval
            self.realtimePriority = realtimePriority
            self.deepLatency = deepLatency
            self.targetLatency = targetLatency
        }
    }

    /// The configuration this output was created with; any thread.
    public let configuration: Configuration
    private let meters = Meters()
    private let logger: Logger
    private let session = Mutex<Session?>(nil)

    /// Creates a stopped output; any thread.
    public init(configuration: Configuration = Configuration(), logger: Logger = Logger(label: "educat.output.pulse")) {
        self.configuration = configuration
        self.logger = logger
    }

    deinit { stop() }

    /// Starts the audio thread pulling from `source`, replacing a running one; control thread. Returns at once.
    public func start(source: RenderSource) {
        stop()
        let started = Session(configuration: configuration, source: source, meters: meters, logger: logger)
        session.withLock { $0 = started }
        started.launch()
    }

    /// Stops the audio thread, waits for it to end and disconnects; control thread.
    public func stop() {
        guard let running = session.withLock({ current -> Session? in
            defer { current = nil }
            return current
        }) else { return }
        running.stopAndJoin()
        meters.status.withLock { $0 = .stopped }
    }

    /// Current status; any thread.
    public var status: OutputStatus { meters.status.withLock { $0 } }

    /// Underflows the server reported since creation; any thread.
    public var underruns: Int { meters.underruns.load(ordering: .relaxed) }

    /// How often audio already queued was mixed again because something was due; any thread.
    public var rewrites: Int { meters.rewrites.load(ordering: .relaxed) }

    /// Frames written to the server since creation (not counting silent pacing); any thread.
    public var framesWritten: Int64 { meters.framesWritten.load(ordering: .relaxed) }

    /// The stream's latest measured latency in seconds, nil while not playing; any thread.
    public var currentLatency: Double? {
        let micros = meters.latencyMicros.load(ordering: .relaxed)
        return micros < 0 ? nil : Double(micros) / 1_000_000
    }
}

extension PulseOutput {
    /// What the audio thread publishes for other threads.
    ///
    /// `status` is a mutex, but the audio thread takes it only on state changes (connected,
    /// lost, reconnected), never in the write callback, so it never delays a buffer.
    final class Meters: Sendable {
        let status = Mutex<OutputStatus>(.stopped)
        let underruns = ManagedAtomic<Int>(0)
        let framesWritten = ManagedAtomic<Int64>(0)
        let rewrites = ManagedAtomic<Int>(0)
        /// Microseconds; -1 when unknown.
        let latencyMicros = ManagedAtomic<Int64>(-1)
    }
}
