import AudioEngine
import Foundation

/// A word said slowly with pauses between its syllables ("bi · ci · cle · ta"), cut at the pauses into one clip per
/// syllable.
public enum PausedTake {
    /// A pause is this long at least.
    public static let shortestPause = 0.12
    /// Quiet is a 10 ms window this many dB under the loudest.
    public static let quietRange = 30.0

    /// Why a take could not be cut into the word's syllables.
    public struct Mismatch: Error, Sendable, Equatable, CustomStringConvertible {
        /// Parts heard (pauses + 1).
        public var heard: Int
        /// Syllables the word has.
        public var expected: Int
        public var description: String {
            "heard \(heard) part\(heard == 1 ? "" : "s") between pauses, but the word has \(expected) syllables: "
                + "say it again, with a clear pause after each syllable"
        }
    }

    /// The frames at the middle of each pause inside the speech, in order.
    public static func cutFrames(in buffer: PCMBuffer) -> [Int] {
        let size = max(1, buffer.format.frames(seconds: TakeProcessing.window))
        let energies = buffer.samples.withUnsafeBufferPointer {
            ShortTermEnergy.windows(of: $0, channels: buffer.format.channels, window: size, hop: size)
        }
        guard let loudest = energies.max(), loudest > 0 else { return [] }
        let quiet = energies.map { $0 < loudest * Float(pow(10, -quietRange / 10)) }
        guard let first = quiet.firstIndex(of: false), let last = quiet.lastIndex(of: false) else { return [] }
        let shortest = Int((shortestPause / TakeProcessing.window).rounded(.up))
        var cuts: [Int] = []
        var runStart: Int?
        for index in first...last {
            if quiet[index] {
                runStart = runStart ?? index
            } else if let start = runStart {
                if index - start >= shortest { cuts.append((start + index) * size / 2) }
                runStart = nil
            }
        }
        return cuts
    }

    /// The take cut into `count` pieces at its pauses, each processed as a take of its own.
    public static func syllables(of buffer: PCMBuffer, count: Int,
                                 target: Double = Levelling.voiceTarget) -> Result<[ProcessedTake], Mismatch> {
        let cuts = cutFrames(in: buffer)
        guard cuts.count == count - 1 else { return .failure(Mismatch(heard: cuts.count + 1, expected: count)) }
        let channels = buffer.format.channels
        let pieces = zip([0] + cuts, cuts + [buffer.frameCount]).compactMap { start, end in
            TakeProcessing.process(PCMBuffer(samples: Array(buffer.samples[(start * channels)..<(end * channels)]),
                                             format: buffer.format), target: target)
        }
        return pieces.count == count ? .success(pieces) : .failure(Mismatch(heard: pieces.count, expected: count))
    }
}
