import AudioEngine
import Foundation

/// What the checks and listings need to know about one decoded clip.
public struct ClipAnalysis: Sendable, Hashable {
    /// Length in seconds.
    public var duration: Double
    /// Highest absolute sample, in dBFS.
    public var peak: Double
    /// Integrated loudness in LUFS of the part that plays, the silence before and after its sound cut to the lead and
    /// tail a player keeps (`Levelling.kept`); nil when the clip is silent.
    public var loudness: Double?
    /// Seconds before the first sample above the silence threshold (the whole clip if none is).
    public var leadingSilence: Double
    /// Seconds after the last sample above the silence threshold (the whole clip if none is).
    public var trailingSilence: Double
    /// Runs of consecutive samples at full scale in one channel: each is an audible click or crackle.
    public var clippedRuns: Int
    /// The file's own rate and channels.
    public var format: AudioFormat
    /// Number of frames at the file's own rate.
    public var frameCount: Int

    /// Analyses a buffer; silence is below `silenceThreshold` dBFS; clipping is `clippingRun` samples in a row at or
    /// above `clippingLevel`.
    public init(_ buffer: PCMBuffer, silenceThreshold: Double = -50, clippingLevel: Float = 0.999, clippingRun: Int = 3) {
        let channels = buffer.format.channels
        let threshold = Float(pow(10, silenceThreshold / 20))
        let loud = { (frame: Int) in (0..<channels).contains { abs(buffer.samples[frame * channels + $0]) > threshold } }
        let first = (0..<buffer.frameCount).first(where: loud) ?? buffer.frameCount
        let last = (0..<buffer.frameCount).last(where: loud).map { $0 + 1 } ?? 0
        var runs = 0
        var current = [Int](repeating: 0, count: channels)
        for (index, sample) in buffer.samples.enumerated() {
            let channel = index % channels
            current[channel] = abs(sample) >= clippingLevel ? current[channel] + 1 : 0
            if current[channel] == clippingRun { runs += 1 }
        }
        duration = buffer.duration
        peak = 20 * log10(Double(max(buffer.samples.map(abs).max() ?? 0, 1e-10)))
        let kept = Levelling.kept(onset: buffer.format.seconds(frames: first), end: buffer.format.seconds(frames: last),
                                  duration: buffer.duration)
        let played = (buffer.format.frames(seconds: kept.lowerBound) * channels)..<(min(buffer.frameCount,
                     buffer.format.frames(seconds: kept.upperBound)) * channels)
        loudness = Loudness.integrated(PCMBuffer(samples: Array(buffer.samples[played]), format: buffer.format))
        leadingSilence = buffer.format.seconds(frames: first)
        trailingSilence = buffer.format.seconds(frames: buffer.frameCount - last)
        clippedRuns = runs
        format = buffer.format
        frameCount = buffer.frameCount
    }

    /// Whether nothing in the clip rises above the silence threshold.
    public var isSilent: Bool { leadingSilence >= duration }
}
