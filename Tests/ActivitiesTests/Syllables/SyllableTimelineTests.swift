@testable import Activities
import AudioEngine
import Conductor
import Lessons
import XCTest

/// The clapped word as the kind builds it on the conductor (from ConductorTests, where the timeline was built before it
/// moved): the timing contract, each syllable and the count reported as heard, and a word with only its whole
/// recording cut at its quietest points.
final class SyllableTimelineTests: XCTestCase {
    private static let rate = 48_000.0
    /// Where the recording of "pilota" dips (the quiet between syllables), away from the even thirds of its voice.
    private static let dips = [0.38, 0.82]

    override func setUp() { ActivityList.register() }

    /// What the conductor reported while `word` was clapped from 0 and rendered for `seconds` over `library`'s clips,
    /// and the rendered audio.
    private static func clap(_ word: SyllableWord, over library: CueRender.Library, for seconds: Double = 8)
        -> (reports: [ConductorReport], samples: [Float]) {
        var configuration = EngineConfiguration()
        configuration.busGains = [.music: 0, .voice: 0, .effects: 0]
        let engine = Engine(configuration: configuration)
        let renderer = FileRenderer(mixer: engine.mixer, blockFrames: 480)
        let conductor = Conductor(engine: engine, library: library, table: .withActivities)
        conductor.perform([SyllableEvent.clapped(word)], on: Screen(.syllables, .lesson), atFrame: 0)
        var reports: [ConductorReport] = []
        while renderer.frame < Int64(seconds * rate) {
            renderer.render(until: renderer.frame + 480)
            reports += conductor.collect()
        }
        return (reports, renderer.buffer.samples)
    }

    /// The clips started, with their bus and second.
    private static func starts(_ reports: [ConductorReport]) -> [(clip: String, bus: Bus, at: Double)] {
        reports.compactMap { if case .clipStarted(let bus, let clip, let frame) = $0 { (clip, bus, Double(frame) / rate) } else { nil } }
    }

    /// The syllables the conductor reported as shown, and how often the count.
    private static func revealed(_ reports: [ConductorReport]) -> (syllables: [Int], count: Int) {
        reports.reduce(into: ([], 0)) { shown, report in
            switch report {
            case .input(let input, _) where input.syllableShownIndex != nil: shown.syllables.append(input.syllableShownIndex ?? -1)
            case .input(.countShown, _): shown.count += 1
            default: break
            }
        }
    }

    /// Casa (CA-SA) and ordinador (OR-DI-NA-DOR, long syllables so the count waits for them), each with a clip per
    /// syllable, a clap and the counts.
    private static let recorded = CueRender.Library(seconds: [
        "clap": 0.08, "numbers.2": 0.4, "numbers.4": 0.4, "words.casa": 0.8, "words.casa.1": 0.35, "words.casa.2": 0.4,
        "words.ordinador": 1.1, "words.ordinador.1": 0.5, "words.ordinador.2": 0.45, "words.ordinador.3": 0.5,
        "words.ordinador.4": 0.6,
    ])

    func testAClappedWordFollowsTheTimingContract() {
        let ordinador = SyllableWord(id: "words.ordinador", text: "ordinador", syllables: ["OR", "DI", "NA", "DOR"], display: "💻")
        let (reports, samples) = Self.clap(ordinador, over: Self.recorded)
        let starts = Self.starts(reports)
        let expectedSyllables = [1.5, 1.5 + 0.5 + 0.6, 1.5 + 0.5 + 0.6 + 0.45 + 0.6, 1.5 + 0.5 + 0.6 + 0.45 + 0.6 + 0.5 + 0.6]
        let lastEnd = expectedSyllables[3] + 0.6
        XCTAssertEqual(starts.map(\.clip), ["words.ordinador", "words.ordinador.1", "clap", "words.ordinador.2", "clap",
                                            "words.ordinador.3", "clap", "words.ordinador.4", "clap", "numbers.4"])
        let voice = starts.filter { $0.bus == .voice }.map(\.at)
        XCTAssertEqual(voice[0], 0, accuracy: 1e-9, "word at once")
        for (found, expected) in zip(voice[1...4], expectedSyllables) { XCTAssertEqual(found, expected, accuracy: 1e-4) }
        XCTAssertEqual(voice[5], max(1.5 + 3.0, lastEnd + 0.6), accuracy: 1e-4, "count after the longer of 3 s and last+0.6 s")
        let claps = starts.filter { $0.clip == "clap" }.map(\.at)
        for (clap, syllable) in zip(claps, expectedSyllables) { XCTAssertEqual(clap, syllable, accuracy: 1e-4) }
        XCTAssertEqual(Self.revealed(reports).syllables, [0, 1, 2, 3], "each syllable reported as it starts")
        XCTAssertEqual(Self.revealed(reports).count, 1)
        // The audio agrees: the first syllable's onset is in the rendered file at exactly its frame.
        let first = Int(1.5 * Self.rate)
        XCTAssertEqual(samples[2 * (first - 1)], 0, accuracy: 1e-4, "silence between the word (1.1 s) and the syllable")
        XCTAssertGreaterThan(samples[2 * (first + 200)], 0.25, "syllable and clap together")
    }

    func testShortWordCountComesThreeSecondsAfterFirstSyllable() {
        let casa = SyllableWord(id: "words.casa", text: "casa", syllables: ["CA", "SA"], display: "🏠")
        let count = Self.starts(Self.clap(casa, over: Self.recorded, for: 6).reports).last { $0.clip == "numbers.2" }
        XCTAssertEqual(count?.at ?? 0, 4.5, accuracy: 1e-4)
    }

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

    /// A bank of "pilota" with only its whole recording, the clap and the count.
    private static func pilotaBank() -> CueRender.Library {
        CueRender.Library(seconds: ["clap": 0.08, "numbers.3": 0.4], recordings: ["words.pilota": recording()])
    }

    private static let pilota = SyllableWord(id: "words.pilota", text: "pilota", syllables: ["PI", "LO", "TA"], display: "⚽")

    func testCutsFallAtTheQuietestPointsNotTheEvenDivision() throws {
        let clip = Clip(name: "words.pilota", samples: Self.recording(), format: AudioFormat(sampleRate: 48_000, channels: 1))
        let cuts = SyllableCuts.cutFrames(of: clip, into: 3).map { Double($0) / Self.rate }
        XCTAssertEqual(cuts.count, 2)
        for (cut, dip) in zip(cuts, Self.dips) { XCTAssertEqual(cut, dip, accuracy: 0.012) }
        XCTAssertEqual(SyllableCuts.pieces(of: clip, into: 3, name: "words.pilota")?.map(\.name),
                       ["words.pilota.cut.1", "words.pilota.cut.2", "words.pilota.cut.3"])
        XCTAssertEqual(SyllableCuts.cutFrames(of: clip, into: 1), [])
    }

    func testAWordIsPlayedCutIntoSyllablesWithAClapAndARevealEach() throws {
        let (reports, samples) = Self.clap(Self.pilota, over: Self.pilotaBank())
        let starts = Self.starts(reports).filter { $0.bus == .voice }
        XCTAssertEqual(starts.map(\.clip), ["words.pilota", "words.pilota.cut.1", "words.pilota.cut.2", "words.pilota.cut.3", "numbers.3"])
        XCTAssertEqual(Self.revealed(reports).syllables, [0, 1, 2])
        // Each syllable's length, read off the timeline, puts its end on a dip of the recording: its quietest point.
        let syllables = starts[1...3].map(\.at)
        XCTAssertEqual(syllables[0], 1.5, accuracy: 1e-4)
        let first = syllables[1] - syllables[0] - 0.6, second = syllables[2] - syllables[1] - 0.6
        XCTAssertEqual(first, Self.dips[0], accuracy: 0.012)
        XCTAssertEqual(first + second, Self.dips[1], accuracy: 0.012)
        // The rendered voice is quiet where a syllable ends and loud in its middle: no syllable is cut mid-sound.
        for start in syllables.dropLast() {
            let end = Int((start + (start == syllables[0] ? first : second)) * Self.rate)
            XCTAssertLessThan((end - 96..<end).map { abs(samples[2 * $0]) }.max() ?? 1, 0.01)
            XCTAssertGreaterThan((end - 2_400..<end - 1_200).map { abs(samples[2 * $0]) }.max() ?? 0, 0.15)
        }
    }

    func testTheSyllableClipsAndPacedClipAWordMayLackAreLookedUpWithoutAWarning() {
        let library = Self.pilotaBank()
        _ = Self.clap(Self.pilota, over: library)
        XCTAssertEqual(library.warned.names.withLock { $0 }, [], "only the clips the clapped word cannot do without would be warned about")
    }
}
