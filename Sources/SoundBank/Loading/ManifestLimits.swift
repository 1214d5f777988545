import AudioEngine

/// The range of each kind of number the built-in sections hold, in one place (a kind's own are its section's: a story
/// page's place); `TableReader` reports any value outside its range (or `nan`, `inf`) at its line, and the entry that
/// holds it is left out.
public enum ManifestLimits {
    /// A time within a page or a clip, in seconds: no clip educat decodes lasts longer.
    public static let clipSeconds = 0...Double(DecodeLimits.maxSeconds)
    /// A pause in a cue, in seconds: a longer one would leave a child waiting on a silent game.
    static let pauseSeconds = 0.0...60
    /// A music loop point, in frames at the file's own rate: no file educat decodes has more.
    static let loopFrames = 0...DecodeLimits.maxSamples
}
