import AudioEngine

/// A whole-word recording cut into syllables for a word without a clip per syllable: near each even division of the
/// spoken part, at its quietest point, where one syllable most likely ends and the next begins.
enum SyllableCuts {
    /// The short-term energy is measured over 10 ms windows, every 5 ms.
    static let window = 0.010
    static let hop = 0.005
    /// Energy below this fraction of the loudest window is silence around the word, left out of the even division.
    static let silence: Float = 0.001
    /// A cut is searched within this fraction of a syllable's even length either side of the even division.
    static let reach = 0.4
    /// Each piece fades in and out over this long, so a cut through a sound does not click.
    static let fade = 0.005

    /// The frames where the clip is cut into `count` syllables (`count - 1` of them, increasing).
    static func cutFrames(of clip: Clip, into count: Int) -> [Int] {
        let windowFrames = max(1, clip.format.frames(seconds: window)), hopFrames = max(1, clip.format.frames(seconds: hop))
        guard count > 1, clip.frameCount > windowFrames else { return [] }
        let energies = ShortTermEnergy.windows(of: clip.samples, channels: clip.format.channels, window: windowFrames, hop: hopFrames)
        let loud = (energies.max() ?? 0) * silence
        let first = energies.firstIndex { $0 > loud } ?? 0, last = energies.lastIndex { $0 > loud } ?? energies.count - 1
        let length = Double(last + 1 - first) / Double(count)
        var cuts: [Int] = []
        var previous = first
        for index in 1..<count {
            let even = Double(first) + Double(index) * length
            let lower = max(previous + 1, Int(even - reach * length)), upper = min(energies.count - 1, Int(even + reach * length))
            guard lower <= upper else { continue }
            let quietest = (lower...upper).min { energies[$0] < energies[$1] } ?? lower
            previous = quietest
            cuts.append(quietest * hopFrames + windowFrames / 2)
        }
        return cuts
    }

    /// The clip cut into `count` pieces named `NAME.cut.N`, each faded at its ends; nil when it cannot be cut.
    static func pieces(of clip: Clip, into count: Int, name: String) -> [Clip]? {
        let cuts = cutFrames(of: clip, into: count)
        guard cuts.count == count - 1 else { return nil }
        let channels = clip.format.channels, fadeFrames = clip.format.frames(seconds: fade)
        return zip([0] + cuts, cuts + [clip.frameCount]).enumerated().map { index, bounds in
            var samples = Array(clip.samples[(bounds.0 * channels)..<(bounds.1 * channels)])
            let frames = bounds.1 - bounds.0
            for frame in 0..<min(fadeFrames, frames / 2) {
                let gain = Float(frame) / Float(fadeFrames)
                for channel in 0..<channels {
                    samples[frame * channels + channel] *= gain
                    samples[(frames - 1 - frame) * channels + channel] *= gain
                }
            }
            return Clip(name: "\(name).cut.\(index + 1)", samples: samples, format: clip.format)
        }
    }
}
