@testable import Activities
@testable import Conductor
import AudioEngine
import Lessons
import XCTest

/// The story's events as `[cues]` keys since the kind moved: what each plays by default, and a bank's cue in place of
/// the kind's.
final class StoryCueTests: XCTestCase {
    private let page = StoryNarration(clip: "stories.t.ca.1", wordCount: 2)
    private let names: Set = ["clap", "stories.t.ca.1", "stories.t.ca.1.object.1", "stories.t.ca.character.1"]

    override func setUp() { ActivityList.register() }

    func testAPageIsNarratedItsSoundAndAVoicePlayTheirClipsAndAHighlightIsSilent() {
        XCTAssertEqual(CueRender.clips(for: [.narrate(page)], on: .storyBook, names: names), ["stories.t.ca.1"])
        XCTAssertEqual(CueRender.clips(for: [.storyObject(clip: "stories.t.ca.1.object.1")], on: .storyBook, names: names),
                       ["stories.t.ca.1.object.1"])
        XCTAssertEqual(CueRender.clips(for: [.characterVoice(clip: "stories.t.ca.character.1")], on: .storyNames, names: names),
                       ["stories.t.ca.character.1"])
        XCTAssertEqual(CueRender.clips(for: [.wordHighlighted(index: 0)], on: .storyBook, names: names), [])
    }

    /// A clap before each page's narration, and a clap in place of a page's sounds.
    func testABanksCuesPlayInPlaceOfTheStorys() {
        let overrides = [CueKey(activity: StoryEvent.narrate.name): [CueStep.clip(.clap), .timeline],
                         CueKey(activity: StoryEvent.storyObject.name): [.clip(.clap)]]
        XCTAssertEqual(CueRender.clips(for: [.narrate(page)], on: .storyBook, names: names, overrides: overrides),
                       ["clap", "stories.t.ca.1"])
        XCTAssertEqual(CueRender.clips(for: [.storyObject(clip: "stories.t.ca.1.object.1")], on: .storyBook, names: names,
                                       overrides: overrides), ["clap"])
    }

    /// A bank's cue on a highlighted word plays beside the narration: the narration plays out, and its words go on.
    func testABanksCueOnAHighlightedWordNeverCutsTheNarration() {
        let engine = Engine(configuration: EngineConfiguration())
        let table = CueTable.withActivities.overriding(with: [CueKey(activity: StoryEvent.wordHighlighted.name): [.clip(.clap)]])
        let conductor = Conductor(engine: engine, library: CueRender.Library(seconds: ["stories.t.ca.1": 1, "clap": 0.1]),
                                  table: table)
        let renderer = FileRenderer(mixer: engine.mixer, blockFrames: 480)
        var reports: [ConductorReport] = []
        // As the driver does: the conductor's reports collected every 10 ms of the mix.
        func play(until seconds: Double) {
            while renderer.frame < Int64(engine.format.frames(seconds: seconds)) {
                renderer.render(until: renderer.frame + 480)
                reports += conductor.collect()
            }
        }
        conductor.perform([.narrate(page)], on: .storyBook, atFrame: 0)
        play(until: 0.3)
        conductor.perform([.wordHighlighted(index: 0)], on: .storyBook, atFrame: renderer.frame)
        play(until: 1.5)
        let ended = reports.compactMap { if case .clipEnded(_, "stories.t.ca.1", let frame) = $0 { frame } else { nil } }
        XCTAssertEqual(engine.format.seconds(frames: Int(ended.first ?? 0)), 1, accuracy: 0.011, "the narration plays out")
        XCTAssertTrue(reports.contains { if case .clipStarted(.effects, "clap", _) = $0 { true } else { false } })
        let heard = reports.compactMap { if case .input(let input, _) = $0 { input.wordHeardIndex } else { nil } }
        XCTAssertEqual(heard, [0, 1], "both words are still reported")
    }

    func testEveryStoryEventIsACueKey() {
        XCTAssertEqual(ActivityCatalog.eventNames.filter { $0.kind == Storybook.id }.map(\.name),
                       ["narrate", "word_highlighted", "narration_stopped", "story_object", "character_voice", "name_right",
                        "name_wrong", "names_found"])
    }
}
