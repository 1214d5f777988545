import Activities
import Foundation
import Lessons
import SoundBank
import XCTest

/// A bank's `[cues]` for the events of the registered kinds: read, checked and refused as the frame's cues are.
final class ActivityCueTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    /// The small bank with `lines` added to its `[cues]`, and the line number of the first of them.
    private func bank(cues lines: String) throws -> (folder: String, line: Int) {
        let shared = "answer_right = \"group:praise\""
        let folder = try BankFixtures.smallBank(self) { $0.replacingOccurrences(of: shared, with: shared + "\n" + lines) }
        let manifest = try String(contentsOfFile: folder + "/bank.toml", encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        return (folder, try XCTUnwrap(manifest.firstIndex { $0 == shared }) + 2)
    }

    /// The `[cues]` key called `name`.
    private func key(_ name: String) throws -> CueEvent {
        try XCTUnwrap(CueEvent.allCases.first { $0.rawValue == name }, "\(name) is a [cues] key")
    }

    func testCountAlongsAndTheRhymesGamesEventsAreReadAsCues() throws {
        let (folder, _) = try bank(cues: "count_number = \"clip:numbers.1\"\nrhyme_right = [\"group:praise\", 0.5]")
        XCTAssertEqual(BankChecker().check(folder: folder).errors, [])
        let cues = try Bank.load(from: folder).cues
        XCTAssertEqual(cues[try key("count_number")], .clip("numbers.1"))
        XCTAssertEqual(cues[try key("rhyme_right")], .sequence([.group("praise"), .pause(0.5)]))
    }

    func testEveryMemoryEventIsACueKeyUnderTheNameItHadAsASharedEvent() throws {
        let names = ["memory_card_shown", "memorize_ended", "card_revealed", "pair_matched", "pair_missed", "memory_won", "memory_lost"]
        let (folder, _) = try bank(cues: names.map { "\($0) = \"clip:numbers.1\"" }.joined(separator: "\n"))
        XCTAssertEqual(BankChecker().check(folder: folder).errors, [])
        let cues = try Bank.load(from: folder).cues
        for name in names { XCTAssertEqual(cues[try key(name)], .clip("numbers.1"), name) }
    }

    /// The timer's events were not `[cues]` keys while built in; as a kind's they are, under the names the log gives them.
    func testEveryTimerEventIsACueKeyUnderItsLogName() throws {
        let names = ["activity_chosen", "duration_set", "timer_set", "timer_started", "timer_paused", "timer_tick", "half_time",
                     "one_minute_left", "timer_alarm"]
        let (folder, _) = try bank(cues: names.map { "\($0) = \"clip:numbers.1\"" }.joined(separator: "\n"))
        XCTAssertEqual(BankChecker().check(folder: folder).errors, [])
        let cues = try Bank.load(from: folder).cues
        for name in names { XCTAssertEqual(cues[try key(name)], .clip("numbers.1"), name) }
    }

    func testEveryPhraseBuilderEventIsACueKeyUnderItsLogName() throws {
        let names = ["phrase_word", "sentence_spoken", "phrase_word_removed", "phrase_page", "negation_toggled", "question_toggled"]
        let (folder, _) = try bank(cues: names.map { "\($0) = \"clip:numbers.1\"" }.joined(separator: "\n"))
        XCTAssertEqual(BankChecker().check(folder: folder).errors, [])
        let cues = try Bank.load(from: folder).cues
        for name in names { XCTAssertEqual(cues[try key(name)], .clip("numbers.1"), name) }
    }

    func testAMisspeltKindsEventIsAnUnknownKeyAtItsLineListingEveryEventCuesKnow() throws {
        let (folder, line) = try bank(cues: "count_numbr = \"clip:numbers.1\"")
        let errors = BankChecker().check(folder: folder).errors
        XCTAssertEqual(errors.map(\.kind), [.unknownKey])
        let error = try XCTUnwrap(errors.first)
        XCTAssertEqual(error.file, folder + "/bank.toml")
        XCTAssertEqual(error.line, line)
        XCTAssertEqual(error.key, "cues.count_numbr")
        // The frame's keys first; then every kind's, whichever kinds there are, the games' and challenges' first.
        let shared = "unknown key 'count_numbr'; expected one of: screen_entered, help, info, "
        XCTAssertTrue(error.message.hasPrefix(shared), error.message)
        let kinds = error.message.dropFirst(shared.count).components(separatedBy: ", ")
        XCTAssertEqual(kinds, ActivityCatalog.eventNames.map(\.name))
        XCTAssertEqual(Array(kinds.prefix(9)), ["question_asked", "answer_right", "answer_wrong", "tick", "timeout",
                                                "life_lost", "game_over", "new_record", "record_not_saved"])
        XCTAssertTrue(kinds.contains("count_number") && kinds.contains("rhyme_right"), error.message)
    }

    func testAKindsCueNamingAClipNoBankHasIsABadReference() throws {
        let (folder, _) = try bank(cues: "count_hint = \"clip:count.nothing\"")
        let errors = BankChecker().check(folder: folder).errors
        XCTAssertEqual(errors.map(\.kind), [.badReference])
        XCTAssertEqual(errors.first?.key, "cues.count_hint")
    }
}
