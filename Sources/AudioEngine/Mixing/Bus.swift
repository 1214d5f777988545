/// The mixer's buses; each has its own gain, mute and voice rules.
public enum Bus: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// Background music: loops, ducks under the voice bus.
    case music
    /// Spoken clips: one at a time by default; a new one cuts the old with a short fade.
    case voice
    /// Claps and other effects: overlapping, up to a voice limit.
    case effects

    /// Every bus, indexed by raw value; a stored array because `allCases` builds a new one on each call,
    /// which the audio thread must not do.
    static let mixOrder: [Bus] = allCases

    public var description: String {
        switch self {
        case .music: "music"
        case .voice: "voice"
        case .effects: "effects"
        }
    }
}
