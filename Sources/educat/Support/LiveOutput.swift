import AudioEngine

/// Picks the real-time output: PulseAudio, which falls back to silent pacing by itself when no server answers.
enum LiveOutput {
    /// An output for `format` at the given target latency in seconds.
    static func make(format: AudioFormat, latency: Double) -> RealtimeOutput {
        PulseOutput(configuration: PulseOutput.Configuration(format: format, targetLatency: latency))
    }
}
