@testable import Activities
@testable import Conductor
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
        let overrides = [CueKey(activity: StoryEvent.narrate.name): [CueStep.clip(.clap), .narration],
                         CueKey(activity: StoryEvent.storyObject.name): [.clip(.clap)]]
        XCTAssertEqual(CueRender.clips(for: [.narrate(page)], on: .storyBook, names: names, overrides: overrides),
                       ["clap", "stories.t.ca.1"])
        XCTAssertEqual(CueRender.clips(for: [.storyObject(clip: "stories.t.ca.1.object.1")], on: .storyBook, names: names,
                                       overrides: overrides), ["clap"])
    }

    func testEveryStoryEventIsACueKey() {
        XCTAssertEqual(ActivityCatalog.eventNames.filter { $0.kind == Storybook.id }.map(\.name),
                       ["narrate", "word_highlighted", "narration_stopped", "story_object", "character_voice", "name_right",
                        "name_wrong", "names_found"])
    }
}
