import ArgumentParser
import AudioEngine

/// The ranges of the number flags that several commands share, checked when the flags are parsed so that no
/// command starts with a value that would overflow, spin or run for ages further in.
enum FlagRange {
    /// `--gap`, seconds between clips: up to ten minutes.
    static let gapSeconds: ClosedRange<Double> = 0...600
    /// `--latency-ms`: what the sound output accepts, in milliseconds.
    static let latencyMilliseconds = PulseOutput.Configuration.latencyRange.lowerBound * 1_000
        ... PulseOutput.Configuration.latencyRange.upperBound * 1_000
    /// `--max-level`, in dBFS: the range of `audio.max_level_db` in the configuration.
    static let maxLevelDB: ClosedRange<Double> = -60...0

    /// Throws unless `--latency-ms` (when given) is within what the output accepts.
    static func checkLatency(_ milliseconds: Double?) throws {
        try check(milliseconds, "--latency-ms", in: latencyMilliseconds, unit: "milliseconds")
    }

    /// Throws unless `--gap` is a pause in `gapSeconds`.
    static func checkGap(_ seconds: Double) throws {
        try check(seconds, "--gap", in: gapSeconds, unit: "seconds")
    }

    /// Throws a message naming `flag`, its value and its range unless `value` (when given) is a number in `range`.
    static func check(_ value: Double?, _ flag: String, in range: ClosedRange<Double>, unit: String) throws {
        guard let value, !range.contains(value) else { return }
        throw ValidationError("\(flag) \(plain(value)): give a number of \(unit) from \(plain(range.lowerBound)) "
                              + "to \(plain(range.upperBound)).")
    }

    /// `-5` rather than `-5.0`, as it was typed.
    private static func plain(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
