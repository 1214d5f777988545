import AudioEngine
import Foundation

/// Test signals and measurements on interleaved buffers.
enum Signals {
    /// A sine of `frequency` Hz, `seconds` long, same on every channel.
    static func sine(_ frequency: Double, seconds: Double, rate: Int, channels: Int, amplitude: Float = 0.5) -> PCMBuffer {
        let frames = Int(seconds * Double(rate))
        var samples = [Float](repeating: 0, count: frames * channels)
        for i in 0..<frames {
            let value = amplitude * Float(sin(2 * Double.pi * frequency * Double(i) / Double(rate)))
            for c in 0..<channels { samples[i * channels + c] = value }
        }
        return PCMBuffer(samples: samples, format: AudioFormat(sampleRate: rate, channels: channels))
    }

    /// A constant-value clip in the engine format, handy for exact sums.
    static func dc(_ value: Float, frames: Int, name: String = "dc") -> Clip {
        Clip(name: name, samples: [Float](repeating: value, count: frames * 2), format: .standard)
    }

    /// Frequency from rising zero crossings of channel 0.
    static func frequency(_ buffer: PCMBuffer) -> Double {
        let ch = buffer.format.channels
        var crossings: [Int] = []
        for i in 1..<buffer.frameCount where buffer.samples[(i - 1) * ch] < 0 && buffer.samples[i * ch] >= 0 {
            crossings.append(i)
        }
        guard let first = crossings.first, let last = crossings.last, crossings.count > 2 else { return 0 }
        return Double(crossings.count - 1) * Double(buffer.format.sampleRate) / Double(last - first)
    }

    /// First frame whose absolute value on any channel exceeds `threshold`, from `start`.
    static func onset(_ samples: [Float], channels: Int = 2, threshold: Float = 0.01, from start: Int = 0) -> Int? {
        var i = start
        while i < samples.count / channels {
            for c in 0..<channels where abs(samples[i * channels + c]) > threshold { return i }
            i += 1
        }
        return nil
    }

    /// Largest absolute sample.
    static func peak(_ samples: ArraySlice<Float>) -> Float { samples.reduce(0) { max($0, abs($1)) } }

    /// Root mean square.
    static func rms(_ samples: ArraySlice<Float>) -> Float {
        guard !samples.isEmpty else { return 0 }
        return (samples.reduce(0) { $0 + $1 * $1 } / Float(samples.count)).squareRoot()
    }

    /// Largest difference between consecutive frames of one channel: a click shows up as a big step.
    static func largestStep(_ samples: [Float], channel: Int = 0, channels: Int = 2) -> Float {
        var step: Float = 0
        for i in 1..<(samples.count / channels) {
            step = max(step, abs(samples[i * channels + channel] - samples[(i - 1) * channels + channel]))
        }
        return step
    }

    /// Unity bus gains and a 0 dBFS ceiling, so sums can be checked exactly.
    static func flatConfiguration() -> EngineConfiguration {
        var configuration = EngineConfiguration()
        configuration.busGains = [.music: 0, .voice: 0, .effects: 0]
        configuration.maxLevel = 0
        return configuration
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("educat-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}

extension Signals {
    /// A 16-bit PCM WAV written byte by byte, so its header can say what libsndfile would never write (0 Hz, 300
    /// channels); `frames` of silence follow, as a sparse file, so a long one costs no disk.
    static func wavHeader(rate: Int, channels: Int, frames: Int, to path: String) throws {
        let dataSize = frames * max(channels, 1) * 2
        var data = Data("RIFF".utf8)
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        append(UInt32(truncatingIfNeeded: 36 + dataSize))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        append(UInt32(16)); append(UInt16(1)); append(UInt16(channels)); append(UInt32(rate))
        append(UInt32(truncatingIfNeeded: rate * channels * 2)); append(UInt16(truncatingIfNeeded: channels * 2)); append(UInt16(16))
        data.append(contentsOf: Array("data".utf8))
        append(UInt32(truncatingIfNeeded: dataSize))
        try data.write(to: URL(fileURLWithPath: path))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(data.count + dataSize))
        try handle.close()
    }
}
