/// What an event plays: written `"group:praise"`, `"clip:numbers.3"`, `"default"`, or a list of those and pauses in
/// seconds.
public indirect enum Cue: Sendable, Hashable {
    /// A random clip of a group.
    case group(String)
    /// One clip by its bank name.
    case clip(String)
    /// What the event plays without the bank's cue (written `"default"`): a cue that adds a sound keeps the number
    /// or word the event says.
    case standard
    /// Silence, in seconds.
    case pause(Double)
    /// Cues one after the other.
    case sequence([Cue])
}
