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

/// libsamplerate's sinc converter fed block by block, for a file too long to convert whole: its output equals
/// `Resampler.resample` of all the blocks at once, sample for sample.
final class ResamplerStream {
    private let state: OpaquePointer
    private let channels: Int
    private let ratio: Double
    private var block: [Float]
    private static let blockFrames = 4_096

    /// Creates a converter from `sourceRate` to `targetRate` for interleaved samples of `channels` channels.
    init(channels: Int, from sourceRate: Int, to targetRate: Int) throws {
        var status: Int32 = 0
        guard let state = src_new(Int32(SRC_SINC_MEDIUM_QUALITY), Int32(channels), &status) else {
            throw ResamplerError(description: "could not be resampled: \(String(cString: src_strerror(status)))")
        }
        self.state = state
        self.channels = channels
        ratio = Double(targetRate) / Double(sourceRate)
        block = [Float](repeating: 0, count: Self.blockFrames * channels)
    }

    deinit { src_delete(state) }

    /// Converts the next samples; with `end`, also the converter's tail, after which `reset` must come first.
    func process(_ input: [Float], end: Bool) throws -> [Float] {
        var output: [Float] = []
        output.reserveCapacity(Int(Double(input.count) * ratio) + Self.blockFrames * channels)
        // libsamplerate refuses a null input pointer even for no frames.
        let samples = input.isEmpty ? [Float](repeating: 0, count: channels) : input
        let frames = input.count / channels
        var used = 0
        while true {
            var data = SRC_DATA()
            let status: Int32 = samples.withUnsafeBufferPointer { source in
                block.withUnsafeMutableBufferPointer { out in
                    data.data_in = source.baseAddress! + used * channels
                    data.input_frames = frames - used
                    data.data_out = out.baseAddress
                    data.output_frames = Self.blockFrames
                    data.src_ratio = ratio
                    data.end_of_input = end ? 1 : 0
                    return src_process(state, &data)
                }
            }
            guard status == 0 else {
                throw ResamplerError(description: "could not be resampled: \(String(cString: src_strerror(status)))")
            }
            used += data.input_frames_used
            output.append(contentsOf: block[0..<(data.output_frames_gen * channels)])
            let stuck = data.input_frames_used == 0 && data.output_frames_gen == 0
            if stuck || (used == frames && (!end || data.output_frames_gen == 0)) { return output }
        }
    }

    /// Starts again as new, for the file read again from its start.
    func reset() { src_reset(state) }
}
