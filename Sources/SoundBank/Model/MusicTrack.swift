/// The background music and the part of it that loops.
public struct MusicTrack: Sendable, Hashable {
    /// The audio file.
    public var clip: ClipRef
    /// First frame of the loop, at the file's own sample rate (0 when the whole file loops).
    public var loopStart: Int
    /// Frame just after the loop, at the file's own sample rate; nil means the end of the file.
    public var loopEnd: Int?

    /// Creates a track; by default the whole file loops.
    public init(clip: ClipRef, loopStart: Int = 0, loopEnd: Int? = nil) {
        self.clip = clip
        self.loopStart = loopStart
        self.loopEnd = loopEnd
    }
}
