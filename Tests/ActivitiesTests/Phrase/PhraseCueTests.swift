@testable import Activities
import AudioEngine
@testable import Conductor
import Lessons
import XCTest

/// The phrase builder's cues rendered offline: a chosen word plays, and a sentence is its words end to end, sample-exact.
final class PhraseCueTests: XCTestCase {
    private let lengths = ["phrase.jo": 0.31, "phrase.no": 0.17, "phrase.vull": 0.26, "phrase.aigua": 0.4,
                           "phrase.aigua.question": 0.45]

    override func setUp() { ActivityList.register() }

    /// The clips `events` start, with their start frames, and the rendered mix.
    private func render(_ events: [Event]) -> (starts: [(String, Int64)], mix: [Float]) {
        let engine = Engine(configuration: EngineConfiguration())
        let conductor = Conductor(engine: engine, library: CueRender.Library(seconds: lengths), table: .withActivities)
        conductor.perform(events, on: .phraseFull, atFrame: 0)
        let renderer = FileRenderer(mixer: engine.mixer)
        renderer.render(seconds: 3)
        let starts = conductor.collect().compactMap { report -> (String, Int64)? in
            if case .clipStarted(_, let clip, let frame) = report { (clip, frame) } else { nil }
        }
        return (starts, renderer.buffer.samples)
    }

    private func word(_ id: String) -> PhraseWord {
        PhraseWord(id: id, text: id, emoji: "", clip: "phrase.\(id)", questionClip: id == "aigua" ? "phrase.aigua.question" : nil)
    }

    func testAChosenWordPlaysItsClip() {
        XCTAssertEqual(render([.phraseWord(word("vull"))]).starts.map(\.0), ["phrase.vull"])
    }

    func testASentenceIsItsWordsEndToEndWithNoGap() {
        var sentence = PhraseSentence(no: word("no"), questionTag: nil)
        sentence.words = [.init(step: .subject, word: word("jo")), .init(step: .verb, word: word("vull")),
                          .init(step: .complement, word: word("aigua"))]
        sentence.negated = true
        sentence.question = true
        let (starts, mix) = render([.sentenceSpoken(sentence)])
        XCTAssertEqual(starts.map(\.0), ["phrase.jo", "phrase.no", "phrase.vull", "phrase.aigua.question"])
        let format = AudioFormat.standard
        var expected: Int64 = 0
        for (name, frame) in starts {
            XCTAssertEqual(frame, expected, "\(name) starts the frame the word before it ends")
            expected += Int64(format.frames(seconds: lengths[name]!))
        }
        // The mix agrees: sound without a silent frame from the first word's start to the last word's end.
        let end = Int(expected)
        let silent = (0..<end).filter { mix[2 * $0] == 0 }
        XCTAssertEqual(silent.count, 0, "silent frames inside the sentence: \(silent.prefix(5))")
        XCTAssertEqual(mix[2 * (end + 240)], 0, "and silence after it")
    }

    func testABanksCuesPlayInPlaceOfThePhraseBuilders() {
        let overrides = [CueKey(activity: PhraseEvent.word.name): [CueStep.clip(.clap), .eventClip],
                         CueKey(activity: PhraseEvent.negationToggled.name): [.clip(.clap)]]
        let names: Set = ["clap", "phrase.vull"]
        XCTAssertEqual(CueRender.clips(for: [.phraseWord(word("vull"))], on: .phraseFull, names: names, overrides: overrides),
                       ["clap", "phrase.vull"])
        XCTAssertEqual(CueRender.clips(for: [.negationToggled(true)], on: .phraseFull, names: names, overrides: overrides), ["clap"])
        XCTAssertEqual(CueRender.clips(for: [.negationToggled(true)], on: .phraseFull, names: names), [], "silent without the bank's cue")
    }
}
