import AudioEngine
@testable import Conductor
import Lessons
import XCTest

/// A word with only its whole recording: it is clapped cut into syllables at its quietest points.
final class SyllableCutTests: XCTestCase {
    private static let rate = 48_000.0
    /// Where the recording of "pilota" dips (the quiet between syllables), away from the even thirds of its voice.
    private static let dips = [0.38, 0.82]

    /// 1.2 s: silence, then 1 s of a 200 Hz voice from 0.1 s with a 30 ms dip at each of `dips` and, as a decoy, a
    /// softer (not quiet) stretch at the even division 0.433 s.
    private static func recording() -> [Float] {
        (0..<Int(1.2 * rate)).map { frame in
            let time = Double(frame) / rate
            guard time >= 0.1, time < 1.1 else { return 0 }
            let level: Float = dips.contains { abs(time - $0) < 0.015 } ? 0.003 : abs(time - 0.433) < 0.02 ? 0.1 : 0.2
            return level * Float(sin(2 * .pi * 200 * time))
        }
    }

    func testCutsFallAtTheQuietestPointsNotTheEvenDivision() throws {
        let clip = Clip(name: "words.pilota", samples: Self.recording(), format: AudioFormat(sampleRate: 48_000, channels: 1))
        let cuts = SyllableCuts.cutFrames(of: clip, into: 3).map { Double($0) / Self.rate }
        XCTAssertEqual(cuts.count, 2)
        for (cut, dip) in zip(cuts, Self.dips) { XCTAssertEqual(cut, dip, accuracy: 0.012) }
        XCTAssertEqual(SyllableCuts.pieces(of: clip, into: 3, name: "words.pilota")?.map(\.name),
                       ["words.pilota.cut.1", "words.pilota.cut.2", "words.pilota.cut.3"])
        XCTAssertEqual(SyllableCuts.cutFrames(of: clip, into: 1), [])
    }

    /// A bank of "pilota" with only its whole recording, the clap and the count.
    private static func library() -> TestLibrary {
        let library = TestLibrary()
        library.add("words.pilota", mono: Self.recording())
        library.add("clap", seconds: 0.08, level: 0.3)
        library.add("numbers.3", seconds: 0.4)
        return library
    }

    /// "pilota" clapped at 0, as the syllables lesson and game ask for it, rendered for 8 s: what the conductor reported.
    private static func clapped(_ library: TestLibrary) -> (reports: [ConductorReport], renderer: FileRenderer) {
        var configuration = EngineConfiguration()
        configuration.busGains = [.music: 0, .voice: 0, .effects: 0]
        let engine = Engine(configuration: configuration)
        let renderer = FileRenderer(mixer: engine.mixer, blockFrames: 480)
        let conductor = Conductor(engine: engine, library: library)
        let pilota = SyllableWord(id: "words.pilota", text: "pilota", syllables: ["PI", "LO", "TA"], display: "⚽")
        conductor.perform([.syllableSequence(pilota)], on: Screen(.syllables, .game), atFrame: 0)
        var reports: [ConductorReport] = []
        while renderer.frame < Int64(8 * Self.rate) {
            renderer.render(until: renderer.frame + 480)
            reports += conductor.collect()
        }
        return (reports, renderer)
    }

    func testAWordIsPlayedCutIntoSyllablesWithAClapAndARevealEach() throws {
        let (reports, renderer) = Self.clapped(Self.library())
        let starts = reports.compactMap { report -> (String, Double)? in
            guard case .clipStarted(.voice, let clip, let frame) = report else { return nil }
            return (clip, Double(frame) / Self.rate)
        }
        XCTAssertEqual(starts.map(\.0), ["words.pilota", "words.pilota.cut.1", "words.pilota.cut.2", "words.pilota.cut.3", "numbers.3"])
        XCTAssertEqual(reports.compactMap { if case .input(.syllableShown(let index), _) = $0 { index } else { nil } }, [0, 1, 2])
        // Each syllable's length, read off the timeline, puts its end on a dip of the recording: its quietest point.
        let syllables = starts[1...3].map(\.1)
        XCTAssertEqual(syllables[0], 1.5, accuracy: 1e-4)
        let first = syllables[1] - syllables[0] - 0.6, second = syllables[2] - syllables[1] - 0.6
        XCTAssertEqual(first, Self.dips[0], accuracy: 0.012)
        XCTAssertEqual(first + second, Self.dips[1], accuracy: 0.012)
        // The rendered voice is quiet where a syllable ends and loud in its middle: no syllable is cut mid-sound.
        let samples = renderer.buffer.samples
        for start in syllables.dropLast() {
            let end = Int((start + (start == syllables[0] ? first : second)) * Self.rate)
            XCTAssertLessThan((end - 96..<end).map { abs(samples[2 * $0]) }.max() ?? 1, 0.01)
            XCTAssertGreaterThan((end - 2_400..<end - 1_200).map { abs(samples[2 * $0]) }.max() ?? 0, 0.15)
        }
    }

    func testTheSyllableClipsAndPacedClipAWordMayLackAreLookedUpWithoutAWarning() {
        let library = Self.library()
        _ = Self.clapped(library)
        XCTAssertEqual(library.warned, [], "only the clips the clapped word cannot do without would be warned about")
    }
}
