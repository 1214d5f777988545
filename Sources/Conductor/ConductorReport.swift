import AudioEngine
import Lessons

/// What the conductor tells its driver as the sound plays: inputs for the session and a log of clips.
public enum ConductorReport: Sendable, Equatable {
    /// An input for the session (syllable heard, count heard, cue finished), at an output frame.
    case input(Input, frame: Int64)
    /// A clip started sounding.
    case clipStarted(bus: Bus, clip: String, frame: Int64)
    /// A clip stopped sounding (played out, or faded after a cut).
    case clipEnded(bus: Bus, clip: String, frame: Int64)

    /// The output frame it happened at.
    public var frame: Int64 {
        switch self {
        case .input(_, let frame), .clipStarted(_, _, let frame), .clipEnded(_, _, let frame): frame
        }
    }
}
