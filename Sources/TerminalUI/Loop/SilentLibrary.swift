import AudioEngine
import Conductor

/// A cue library with no clips: with no bank, cues finish at once and the sessions run on in silence.
public struct SilentLibrary: CueLibrary {
    /// The empty library.
    public init() {}

    /// Always nil: there is nothing to play.
    public func clip(named name: String) -> Clip? { nil }

    /// Always empty.
    public func group(named name: String) -> [String] { [] }
}
