@testable import Activities
import Foundation
import SoundBank
import TerminalUI
import Texts
import XCTest

/// Count-along's `[count]` section, read by its kind, keeps the place among a bank's sections that it had when
/// SoundBank read it: right after `[memory]`, wherever a bank lists its sections in turn.
final class CountAlongSectionTests: XCTestCase {
    private static let sounds = URL(fileURLWithPath: Catalogue.shippedFolder).deletingLastPathComponent()
    private var folder: URL!

    override func setUpWithError() throws {
        ActivityList.register()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-count-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func shipped(_ language: String) throws -> Bank {
        try Bank.load(from: Self.sounds.appendingPathComponent(language).path)
    }

    /// A bank folder whose manifest is `manifest`.
    private func bank(_ manifest: String) throws -> String {
        try manifest.write(to: folder.appendingPathComponent(Bank.manifestName), atomically: true, encoding: .utf8)
        return folder.path
    }

    func testTheKindSpellsItsClipNamesAsTheBankListsThem() {
        XCTAssertEqual(CountAlong.clip(of: "10").rawValue, "count.10")
        XCTAssertEqual(CountAlong.hintClip.rawValue, "count.hint")
    }

    func testItsClipsAndRecordingsComeRightAfterTheMemoryCardsAndBeforeThePhraseBuilder() throws {
        let catalan = try shipped("ca")
        let names = catalan.clips.map(\.name)
        let numbers = try XCTUnwrap(names.firstIndex(of: "count.1"))
        XCTAssertTrue(names[numbers - 1].hasPrefix("memory."), names[numbers - 1])
        XCTAssertEqual(Array(names[numbers...].prefix(12)), (1...10).map { "count.\($0)" } + ["count.hint", "phrase.no"])

        let plan = try RecordingItem.plan(catalan, selecting: [])
        let sections = plan.map(\.section).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        let count = try XCTUnwrap(sections.firstIndex(of: CountAlong.id))
        XCTAssertEqual(Array(sections[(count - 1)...(count + 1)]), ["memory", "count", "phrase"])
        XCTAssertEqual(plan.first { $0.name == "count.1" }?.text, "u", "a number says what the numbers' clip of its file says")
    }

    func testItsNumbersAreLayeredRightAfterTheMemoryCardsAndNotedWhenOnlyTheFallbackHasThem() throws {
        let layers = try shipped("es").layers.map(\.list)
        let count = try XCTUnwrap(layers.firstIndex(of: "count.numbers"))
        XCTAssertTrue(layers[count - 1].hasPrefix("memory."), "\(layers)")
        XCTAssertTrue(layers[count + 1].hasPrefix("phrase."), "\(layers)")

        let catalan = Self.sounds.appendingPathComponent("ca").path
        let inherited = try Bank.load(from: try bank("language = \"ca\"\nfallback = \"\(catalan)\"\n"))
        let layer = try XCTUnwrap(inherited.layers.first { $0.list == "count.numbers" })
        XCTAssertTrue(layer.isInherited)
        XCTAssertEqual(layer.fromFallback, (1...10).map(String.init))
        XCTAssertEqual(inherited.clip(named: "count.hint")?.clip.text, "Gairebé! Ara ve el")
    }

    func testAManifestMayHaveItsSectionAfterMemoryAndABankWithoutOneIsWarnedThere() throws {
        let problems = Bank.loadReporting(from: try bank("language = \"xx\"\ncolour = \"blue\"\n")).problems
        XCTAssertEqual(problems.map(\.message), ["unknown key 'colour'; expected one of: language, name, fallback, collection, "
                                                 + "replace, remove, items, groups, help, words, stories, sounds, cues, games, "
                                                 + "memory, count, phrase, timer, challenge_help, rhymes"])
        let gaps = BankChecker().check(folder: try bank("language = \"xx\"\n")).warnings.filter { $0.kind == .missingKey }
        XCTAssertEqual(gaps.map(\.key), ["items", "groups", "help", "words", "stories", "sounds", "games", "memory", "count",
                                         "phrase", "timer", "challenge_help"])
        XCTAssertEqual(gaps.first { $0.key == "count" }?.message,
                       "lacks the count-along numbers, here and in any fallback: that part will be silent")
    }
}
