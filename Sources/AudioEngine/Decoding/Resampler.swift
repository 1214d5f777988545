import CSamplerate

/// A libsamplerate failure.
struct ResamplerError: Error, CustomStringConvertible {
    let description: String
}

/// Band-limited sample-rate conversion with libsamplerate's sinc converter.
enum Resampler {
    /// Converts interleaved samples from one rate to another; returns the input unchanged when the rates match.
    static func resample(_ samples: [Float], channels: Int, from sourceRate: Int, to targetRate: Int) throws -> [Float] {
        guard sourceRate != targetRate, !samples.isEmpty else { return samples }
        let ratio = Double(targetRate) / Double(sourceRate)
        let inputFrames = samples.count / channels
        let capacity = Int((Double(inputFrames) * ratio).rounded(.up)) + 16
        var output = [Float](repeating: 0, count: capacity * channels)
        var generated = 0
        let status: Int32 = samples.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                var data = SRC_DATA()
                data.data_in = input.baseAddress
                data.data_out = out.baseAddress
                data.input_frames = Int(inputFrames)
                data.output_frames = Int(capacity)
                data.src_ratio = ratio
                data.end_of_input = 1
                let result = src_simple(&data, Int32(SRC_SINC_MEDIUM_QUALITY), Int32(channels))
                generated = Int(data.output_frames_gen)
                return result
            }
        }
        guard status == 0 else {
            throw ResamplerError(description: "could not be resampled: \(String(cString: src_strerror(status)))")
        }
        output.removeSubrange((generated * channels)...)
        return output
    }
}
