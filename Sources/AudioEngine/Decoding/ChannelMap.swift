/// Maps interleaved samples between channel counts.
enum ChannelMap {
    /// Mono is copied to every channel; more channels than wanted keep the first ones (front left/right);
    /// stereo to mono averages, so nothing is dropped from a stereo clip on a mono output.
    static func map(_ samples: [Float], from source: Int, to target: Int) -> [Float] {
        if source == target { return samples }
        let frames = samples.count / source
        var out = [Float](repeating: 0, count: frames * target)
        for frame in 0..<frames {
            let input = frame * source, output = frame * target
            if source == 1 {
                for channel in 0..<target { out[output + channel] = samples[input] }
            } else if target == 1 {
                out[output] = 0.5 * (samples[input] + samples[input + 1])
            } else {
                for channel in 0..<target { out[output + channel] = samples[input + min(channel, source - 1)] }
            }
        }
        return out
    }
}
