import AudioEngine

/// What the conductor needs from a sound bank: decoded clips by name, and the clip names of groups.
///
/// Names follow the bank's scheme: `numbers.3`, `alphabet.b`, `words.casa`, `words.casa.1`, `clap`;
/// groups are `praise`, `scold`, `game_over`, `new_record`, `info`, `help.<screen>` (`help.numbers_lesson`).
public protocol CueLibrary: Sendable {
    /// The clip called `name`, or nil when the bank lacks it or it cannot be decoded (the bank warns once).
    func clip(named name: String) -> Clip?
    /// The clip called `name`, or nil with no warning when the bank lacks it: for a clip a cue can do without (a
    /// word's recorded syllables or its paced form, where the word's own recording is cut instead).
    func optionalClip(named name: String) -> Clip?
    /// The clip names of a group, in the bank's order; empty when there is no such group.
    func group(named name: String) -> [String]
}

extension CueLibrary {
    /// A library that never warns looks optional clips up as any other.
    public func optionalClip(named name: String) -> Clip? { clip(named: name) }
}
