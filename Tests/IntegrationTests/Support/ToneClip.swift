import AudioEngine
import Foundation

extension Clip {
    /// A stereo sine at half of full scale, at the standard format.
    static func tone(_ name: String, frequency: Double, seconds: Double) -> Clip {
        let frames = AudioFormat.standard.frames(seconds: seconds)
        let rate = Double(AudioFormat.standard.sampleRate)
        var samples = [Float](repeating: 0, count: 2 * frames)
        for i in 0..<frames {
            let value = Float(0.5 * sin(2 * .pi * frequency * Double(i) / rate))
            samples[2 * i] = value
            samples[2 * i + 1] = value
        }
        return Clip(name: name, samples: samples, format: .standard)
    }
}
