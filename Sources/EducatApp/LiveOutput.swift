import AudioEngine

/// Where live sound goes and how soon.
public struct LiveTarget {
    /// Target output latency in seconds.
    public var latency: Double
    /// The sink to play on; nil for the server's default.
    public var sink: String?

    /// Live sound on `sink` (nil: the default), `latency` seconds ahead.
    public init(latency: Double, sink: String?) {
        self.latency = latency
        self.sink = sink
    }
}

/// Picks the real-time output: PulseAudio, which falls back to silent pacing by itself when no server answers.
public enum LiveOutput {
    /// An output for `format` playing on `target`.
    public static func make(format: AudioFormat, target: LiveTarget) -> PulseOutput {
        PulseOutput(configuration: PulseOutput.Configuration(format: format, targetLatency: target.latency, sink: target.sink))
    }
}
