import AudioEngine
import Foundation

extension Clip {
    /// A stereo sine at half of full scale, at the standard format.
    static func tone(_ name: String, frequency: Double, seconds: Double) -> Clip {
        Clip(name: name, samples: toneSamples(frequency: frequency, seconds: seconds), format: .standard)
    }

    /// The same sine written to a WAV file in `folder`, for commands that play files; its path.
    static func toneFile(in folder: URL, frequency: Double, seconds: Double) throws -> String {
        let path = folder.appendingPathComponent("tone-\(Int(frequency)).wav").path
        try SoundFile.write(PCMBuffer(samples: toneSamples(frequency: frequency, seconds: seconds), format: .standard), to: path)
        return path
    }

    private static func toneSamples(frequency: Double, seconds: Double) -> [Float] {
        let frames = AudioFormat.standard.frames(seconds: seconds)
        let rate = Double(AudioFormat.standard.sampleRate)
        var samples = [Float](repeating: 0, count: 2 * frames)
        for i in 0..<frames {
            let value = Float(0.5 * sin(2 * .pi * frequency * Double(i) / rate))
            samples[2 * i] = value
            samples[2 * i + 1] = value
        }
        return samples
    }
}
