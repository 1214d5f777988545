import Foundation

/// Everything the engine can be tuned by; the defaults suit a children's kiosk.
public struct EngineConfiguration: Sendable {
    /// The format the engine mixes and outputs in.
    public var format: AudioFormat = .standard
    /// Voices that can be playing or waiting at once; fixed so the audio thread never allocates.
    public var voiceCapacity = 256
    /// Voice-bus clips sounding at once; a new one beyond it cuts the oldest.
    public var voicePolyphony = 1
    /// Effects sounding at once; a new one beyond it cuts the oldest.
    public var effectsPolyphony = 8
    /// Fade applied when a voice is cut, stopped or cancelled, in seconds (at most 10 ms).
    public var cutFade = 0.005
    /// Fade at the start of every clip, in seconds, so a clip that starts off zero does not click.
    public var startFade = 0.002
    /// How far the music drops while a voice plays, in dB.
    public var duckDepth = -12.0
    /// Time for the music to go down when a voice starts, in seconds.
    public var duckAttack = 0.08
    /// Time for the music to come back after the voice ends, in seconds.
    public var duckRelease = 0.4
    /// Time constant of bus gain, mute and master volume changes, in seconds.
    public var gainSmoothing = 0.01
    /// Gain of each bus in dB.
    public var busGains: [Bus: Double] = [.music: -6, .voice: 0, .effects: -3]
    /// Master volume in dB, before the limiter.
    public var masterVolume = 0.0
    /// The loudest sample the output may ever carry, in dBFS (children's ears).
    public var maxLevel = -3.0
    /// Look-ahead of the limiter in frames; the output is delayed by one less than this.
    public var limiterLookahead = 64
    /// Recovery time of the limiter after a loud peak, in seconds.
    public var limiterRelease = 0.15
    /// Bytes of decoded clips kept for reuse (128 MiB: most of the bundled bank, 186 MiB decoded, and a bound for any bank).
    public var clipCacheBytes = 128 << 20

    /// The defaults.
    public init() {}

    /// Linear gain for a level in dB.
    public static func gain(dB: Double) -> Float { Float(pow(10, dB / 20)) }
}
