import Lessons

/// A clip with its stable bank name (`numbers.3`, `praise.2`, `words.casa.1`, `clap`, `music`).
public struct NamedClip: Sendable, Hashable {
    /// What the clip is for, which decides the checks that apply to it.
    public enum Role: Sendable, Hashable {
        /// A voice: trimmed, and as loud as the bank's other voices.
        case voice
        /// A sound effect such as the clap.
        case effect
        /// The background music: quieter, and may start or end softly.
        case music
    }

    /// The stable name used by `educat bank list` and `educat play NAME`.
    public var name: String
    /// The file and its text.
    public var clip: ClipRef
    /// What the clip is for.
    public var role: Role

    /// Creates a named clip.
    public init(name: String, clip: ClipRef, role: Role) {
        self.name = name
        self.clip = clip
        self.role = role
    }

    /// Creates a clip named by the bank's scheme.
    public init(_ name: ClipName, clip: ClipRef, role: Role) {
        self.init(name: name.rawValue, clip: clip, role: role)
    }
}
