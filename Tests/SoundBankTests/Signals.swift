import AudioEngine
import Foundation

/// Test signals that pass the bank checks: voice-like tones at speech loudness with no silence at the ends.
enum Signals {
    /// A 440 Hz tone with a 300 Hz wobble in level, about −20 LUFS, at 22.05 kHz mono.
    static func voice(seconds: Double, rate: Int = 22_050, channels: Int = 1, amplitude: Float = 0.14) -> PCMBuffer {
        let frames = Int(seconds * Double(rate))
        var samples: [Float] = []
        samples.reserveCapacity(frames * channels)
        for frame in 0..<frames {
            let t = Double(frame) / Double(rate)
            let value = amplitude * Float(sin(2 * .pi * 440 * t) * (0.75 + 0.25 * sin(2 * .pi * 3 * t)))
            samples += Array(repeating: value, count: channels)
        }
        return PCMBuffer(samples: samples, format: AudioFormat(sampleRate: rate, channels: channels))
    }
}
