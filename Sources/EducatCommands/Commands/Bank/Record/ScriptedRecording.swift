import AudioEngine
import Foundation
import SoundBank

/// `bank record --yes`: every take kept as heard, nothing asked or played back; one line per take on standard output.
struct ScriptedRecording {
    let recorder: BankRecorder
    let taker: TakeTaker

    init(capture: PulseCapture, recorder: BankRecorder, settings: TakeSettings) {
        self.recorder = recorder
        taker = TakeTaker(capture: capture, settings: settings)
    }

    func run(_ plan: [RecordingItem]) throws {
        for item in plan {
            say("\(item.name): say \"\(item.text)\"")
            guard let whole = try processedTake() else { continue }
            var syllables: [ProcessedTake] = []
            if case .word(let word) = item.kind, word.count > 1 {
                syllables = try syllableTakes(of: word)
            }
            let files = try recorder.store(whole, for: item, syllables: syllables)
            say("  kept: " + files.joined(separator: ", "))
        }
    }

    /// The next take processed, with a line saying what it measures; nil (said) when none came or it held no speech.
    private func processedTake() throws -> ProcessedTake? {
        guard let raw = try taker.next() else {
            say("  no speech heard within \(Int(taker.settings.wait)) s: skipped")
            return nil
        }
        guard let take = TakeProcessing.process(raw) else {
            say("  the take holds no speech: skipped")
            return nil
        }
        say("  " + RecordingReport.describe(take))
        return take
    }

    /// The word's syllables: said slowly and cut at the pauses, or one take each; none (said) when they do not match.
    private func syllableTakes(of word: SyllableWord) throws -> [ProcessedTake] {
        switch taker.settings.syllables {
        case .each:
            var takes: [ProcessedTake] = []
            for syllable in word.syllables {
                say("  syllable: say \"\(syllable)\"")
                guard let take = try processedTake() else { return [] }
                takes.append(take)
            }
            return takes
        case .paced:
            say("  now slowly, with a pause after each syllable: " + word.syllables.joined(separator: " · "))
            guard let raw = try taker.next() else {
                say("  no speech heard: the word's syllables will be cut from the whole word when it plays")
                return []
            }
            switch PausedTake.syllables(of: raw, count: word.count) {
            case .success(let pieces):
                say("  " + RecordingReport.cuts(in: raw, syllables: word.syllables))
                return pieces
            case .failure(let mismatch):
                say("  \(mismatch); the syllables will be cut from the whole word when it plays")
                return []
            }
        }
    }
}

/// The lines that tell what a take measures and where a paced word was cut, shared by both ways of recording.
enum RecordingReport {
    /// "0.42 s, -20.0 LUFS, true peak -4.3 dBTP, gain +3.1 dB".
    static func describe(_ take: ProcessedTake) -> String {
        String(format: "%.2f s, %.1f LUFS, true peak %.1f dBTP, gain %+.1f dB", take.buffer.duration, take.loudness,
               take.truePeak, take.gain)
    }

    /// "cut: bi | 0.52 s | ci | 1.10 s | cle | 1.71 s | ta".
    static func cuts(in raw: PCMBuffer, syllables: [String]) -> String {
        let times = PausedTake.cutFrames(in: raw).map { String(format: "%.2f s", raw.format.seconds(frames: $0)) }
        return "cut: " + zip(syllables, times + [""]).map { $1.isEmpty ? $0 : "\($0) | \($1) |" }.joined(separator: " ")
    }
}

/// Writes `line` to standard output at once, unbuffered: a script (or a test) reading it sees each prompt as the
/// recorder starts listening for it.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
