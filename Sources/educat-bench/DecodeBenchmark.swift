import AudioEngine
import Foundation

/// Decode throughput: our decoder (libsndfile + libsamplerate to 48 kHz stereo) against sox doing the same.
enum DecodeBenchmark {
    static func run() {
        let folder = Measure.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        print("\n## decode: 8 clips × 5 s, 44.1 kHz mono → 48 kHz stereo float")
        print("format   educat (s)   sox (s)   educat/sox   audio seconds per second (educat)")
        for ext in ["wav", "flac", "ogg"] {
            let files = (0..<8).map { "\(folder)/clip\($0).\(ext)" }
            for (index, path) in files.enumerated() {
                try? SoundFile.write(tone(seconds: 5, seed: index), to: path)
            }
            let ours = Measure.median((0..<3).map { _ in
                Measure.time { for path in files { _ = try? SoundFile.decode(path) } }
            })
            let sox = Measure.median((0..<3).map { _ in
                Measure.time {
                    for path in files {
                        Measure.run("sox", [path, "-t", "f32", "-r", "48000", "-c", "2", "/dev/null"])
                    }
                }
            })
            print(ext.padding(toLength: 8, withPad: " ", startingAt: 0) + String(format: "%10.3f %9.3f %12.2f %14.0f", ours, sox, ours / sox, 40 / ours))
        }
    }

    private static func tone(seconds: Double, seed: Int) -> PCMBuffer {
        let frames = Int(seconds * 44_100)
        var samples = [Float](repeating: 0, count: frames)
        for i in 0..<frames {
            let t = Double(i) / 44_100
            samples[i] = Float(0.3 * sin(2 * .pi * (220 + 40 * Double(seed)) * t) + 0.1 * sin(2 * .pi * 1_234 * t))
        }
        return PCMBuffer(samples: samples, format: AudioFormat(sampleRate: 44_100, channels: 1))
    }
}
