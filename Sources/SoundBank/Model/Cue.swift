/// What an event plays: written `"group:praise"`, `"clip:numbers.3"`, or a list of those and pauses in seconds.
public indirect enum Cue: Sendable, Hashable {
    /// A random clip of a group.
    case group(String)
    /// One clip by its bank name.
    case clip(String)
    /// Silence, in seconds.
    case pause(Double)
    /// Cues one after the other.
    case sequence([Cue])
}
