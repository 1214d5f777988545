import EducatTestSupport
import Foundation
import XCTest

/// The games played to their end by `educat render` with the bundled Catalan bank: what is heard at each step, from
/// the clip log and the rendered sound. Where the answer depends on the shuffle, a first render with the same seed
/// (a probe) tells the positions, so the scripts never guess.
final class GameRenderTests: XCTestCase {
    private var folder: URL!
    private var educat: EducatBinary!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-games-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        educat = try EducatBinary(scratch: folder, environment: [
            "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path,
            "XDG_CONFIG_HOME": folder.path,
        ])
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func render(_ script: String, seed: Int, name: String,
                        file: StaticString = #filePath, line: UInt = #line) throws -> RenderedGame {
        try RenderedGame(script, seed: seed, name: name, in: folder, with: educat, file: file, line: line)
    }

    // MARK: - Story naming game

    /// For each character of the naming game dealt with `seed`, in the order they are asked, the key of its name.
    ///
    /// The probe presses 1 2 3 4 four times over: every press of a name not yet found either names the character
    /// speaking (`name_right`) or not, and each round of four finds at least one, so all four are found.
    private func namingKeys(seed: Int) throws -> [(voice: String, key: String)] {
        var script = "0 open story/names\n"
        var presses: [(time: Double, key: String)] = []
        for round in 0..<16 { presses.append((0.5 + 0.5 * Double(round), "\(round % 4 + 1)")) }
        script += presses.map { "\($0.time.script) key \($0.key)\n" }.joined() + "8.5 end\n"
        let probe = try render(script, seed: seed, name: "names-probe")
        XCTAssertEqual(probe.events("names_found").count, 1, "the probe finds every name")
        let voices = probe.events("character_voice").compactMap(\.clip).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        let keys = presses.filter { press in probe.events(at: press.time).contains { $0.event == "name_right" } }.map(\.key)
        XCTAssertEqual(voices.count, 4, "the bundled story has four characters")
        XCTAssertEqual(keys.count, voices.count)
        return Array(zip(voices, keys)).map { (voice: $0.0, key: $0.1) }
    }

    func testTheNamingGameScoldsAWrongNameRepeatsTheVoicePraisesTheRightOneAndCongratulatesAfterAllFour() throws {
        let characters = try namingKeys(seed: 1)
        guard characters.count == 4 else { return }
        let wrong = try XCTUnwrap(["1", "2", "3", "4"].first { $0 != characters[0].key })
        // A wrong name at 1 s, the right one at 5 s (after the scold and the voice again), then each next name 3 s apart:
        // long enough for the praise (2 s at most) and the next voice to start before the next key.
        let rights = [5.0, 8.0, 11.0, 14.0]
        let script = "0 open story/names\n1 key \(wrong)\n"
            + zip(rights, characters).map { "\($0.script) key \($1.key)\n" }.joined() + "19.5 end\n"
        let game = try render(script, seed: 1, name: "names")

        // The first character speaks on entry, and is heard.
        let first = try XCTUnwrap(game.starts.first)
        XCTAssertEqual(first.clip, characters[0].voice)
        XCTAssertEqual(first.bus, "voice")
        XCTAssertEqual(first.t, 0, accuracy: 1e-6)
        XCTAssertGreaterThan(game.rms(from: 0.1, seconds: 0.5), 0.01, "the character's voice is heard")

        // The wrong name: a scold at once, then the same voice again after the usual gap.
        XCTAssertEqual(game.events(at: 1).map(\.event), ["name_wrong", "character_voice"])
        let scold = try XCTUnwrap(game.start(prefix: "scold.", from: 1))
        XCTAssertEqual(scold.t, 1, accuracy: 1e-6)
        let scoldEnd = try XCTUnwrap(game.end(of: scold.clip!, startedAt: scold.t))
        let again = try XCTUnwrap(game.start(of: characters[0].voice, from: 1))
        XCTAssertEqual(again.t, scoldEnd + 0.3, accuracy: 1e-3, "the voice again 0.3 s after the scold")
        XCTAssertLessThan(again.t, rights[0], "heard again before the right name")
        XCTAssertGreaterThan(game.rms(from: again.t + 0.1, seconds: 0.5), 0.01)

        // Each right name: praise at once, then the next character's voice (or, after the last, the congratulation).
        for (index, time) in rights.enumerated() {
            let found = index == rights.count - 1
            XCTAssertEqual(game.events(at: time).map(\.event), found ? ["name_right", "names_found"] : ["name_right", "character_voice"],
                           "at \(time)")
            let praise = try XCTUnwrap(game.start(prefix: "praise.", from: time), "praise at \(time)")
            XCTAssertEqual(praise.t, time, accuracy: 1e-6)
            XCTAssertGreaterThan(game.rms(from: time + 0.05, seconds: 0.3), 0.01, "praise heard at \(time)")
            let praiseEnd = try XCTUnwrap(game.end(of: praise.clip!, startedAt: praise.t))
            let next = try XCTUnwrap(found ? game.start(prefix: "congratulations", from: time)
                                           : game.start(of: characters[index + 1].voice, from: time))
            XCTAssertEqual(next.t, praiseEnd + 0.3, accuracy: 1e-3, "\(next.clip ?? "") 0.3 s after the praise")
            if !found { XCTAssertLessThan(next.t, rights[index + 1]) }
        }
        XCTAssertEqual(game.events("name_wrong").count, 1)
        XCTAssertEqual(game.events("name_right").count, 4)
        XCTAssertEqual(Set(game.events("character_voice").compactMap(\.clip)).count, 4, "four different characters spoke")

        // The congratulation ends the game: the last clip, heard to its end.
        let congratulation = try XCTUnwrap(game.starts.last)
        XCTAssertEqual(congratulation.clip?.hasPrefix("congratulations"), true, "\(congratulation.clip ?? "nothing") last")
        XCTAssertNotNil(game.end(of: congratulation.clip!, startedAt: congratulation.t), "the congratulation plays out")
        XCTAssertGreaterThan(game.rms(from: congratulation.t + 0.1, seconds: 1), 0.01, "the congratulation is heard")
    }

    // MARK: - Memory

    /// A memory deal: each position's card, and when the memorize phase ended.
    private struct Deal {
        var items: [String]
        var memorizeEnded: Double
        /// The keys of the grid, row by row (`1234`, `qwer`, `asdf`, `zxcv`).
        static let keys = ["1", "2", "3", "4", "q", "w", "e", "r", "a", "s", "d", "f", "z", "x", "c", "v"]

        /// The pairs as positions, in order of their first card.
        var pairs: [(Int, Int)] {
            items.indices.compactMap { first in
                guard let second = items.indices.first(where: { $0 > first && items[$0] == items[first] }) else { return nil }
                return (first, second)
            }
        }
    }

    /// The animals dealt with `seed`, learned from the memorize phase of a render with that seed: every card is
    /// played with its position, then `memorize_ended`. The phase is waited for, not assumed to last 10 s.
    private func memoryDeal(seed: Int) throws -> Deal {
        if let known = Self.deals[seed] { return known }
        let probe = try render("0 open memory/animals\n20 end\n", seed: seed, name: "memory-probe")
        let ended = try XCTUnwrap(probe.events("memorize_ended").first?.t, "the memorize phase ends within the probe's 20 s")
        let shown = probe.events("memory_card_shown")
        XCTAssertEqual(shown.compactMap(\.index), Array(0..<16), "every card is played once, in grid order")
        let deal = Deal(items: shown.compactMap(\.item), memorizeEnded: ended)
        Self.deals[seed] = deal
        return deal
    }

    /// Deals already probed, by seed: the two memory tests share one probe. XCTest runs the tests one at a time.
    nonisolated(unsafe) private static var deals: [Int: Deal] = [:]

    /// Checks that each key press of `presses` turned the card at its position and that card was heard at once.
    private func assertCardsTurned(_ presses: [(time: Double, position: Int)], deal: Deal, in game: RenderedGame,
                                   file: StaticString = #filePath, line: UInt = #line) {
        let revealed = game.events("card_revealed")
        XCTAssertEqual(revealed.compactMap(\.index), presses.map(\.position), file: file, line: line)
        XCTAssertEqual(revealed.map(\.t), presses.map(\.time), file: file, line: line)
        for (time, position) in presses {
            let card = game.start(of: deal.items[position], from: time)
            XCTAssertEqual(card?.t ?? -1, time, accuracy: 1e-6, "\(deal.items[position]) at \(time)", file: file, line: line)
        }
    }

    func testMemoryFindsAPairWithAClapThenThreeMistakesEndItWithTheConsolation() throws {
        let deal = try memoryDeal(seed: 1)
        let pair = try XCTUnwrap(deal.pairs.first)
        // Three mismatches among the other cards: the first card of three other pairs, each with the second of the next.
        let others = deal.pairs.dropFirst().prefix(4).map { $0 }
        let mismatches = (0..<3).map { (others[$0].0, others[$0 + 1].1) }
        for (a, b) in mismatches { XCTAssertNotEqual(deal.items[a], deal.items[b]) }
        let start = deal.memorizeEnded + 0.5
        // Two cards 0.4 s apart, the next two 1.1 s later: the card clip (under 0.6 s), the gap and the clap fit between.
        var presses: [(time: Double, position: Int)] = []
        for (index, (a, b)) in ([pair] + mismatches).enumerated() {
            presses += [((start + 1.5 * Double(index)).milliseconds, a), ((start + 1.5 * Double(index) + 0.4).milliseconds, b)]
        }
        let last = presses.last!.time
        let script = "0 open memory/animals\n" + presses.map { "\($0.time.script) key \(Deal.keys[$0.position])\n" }.joined()
            + "\((last + 3).script) end\n"
        let game = try render(script, seed: 1, name: "memory-lost")

        XCTAssertEqual(game.events("memorize_ended").first?.t ?? -1, deal.memorizeEnded, accuracy: 1e-6, "the same deal, the same phase")
        XCTAssertFalse(game.events("memory_card_shown").contains { $0.t > deal.memorizeEnded })
        assertCardsTurned(presses, deal: deal, in: game)
        // The pair: a clap 0.3 s after its second card has played.
        XCTAssertEqual(game.events("pair_matched").map(\.count), [7])
        XCTAssertEqual(game.events("pair_matched").first?.t ?? -1, presses[1].time, accuracy: 1e-6)
        let secondEnd = try XCTUnwrap(game.end(of: deal.items[pair.1], startedAt: presses[1].time))
        let clap = try XCTUnwrap(game.start(of: "clap", from: presses[1].time))
        XCTAssertEqual(clap.t, secondEnd + 0.3, accuracy: 1e-3)
        XCTAssertLessThan(clap.t, presses[2].time, "the clap is heard before the next card")
        XCTAssertGreaterThan(game.rms(from: clap.t, seconds: 0.05), 0.01, "the clap is heard")
        // Three mistakes, then the consolation after the last card, and nothing else.
        XCTAssertEqual(game.events("pair_missed").map(\.lives_left), [2, 1, 0])
        XCTAssertEqual(game.events("pair_missed").map(\.t), [presses[3].time, presses[5].time, presses[7].time])
        XCTAssertEqual(game.events("memory_lost").map(\.t), [last])
        XCTAssertTrue(game.events("memory_won").isEmpty)
        let lastCardEnd = try XCTUnwrap(game.end(of: deal.items[presses.last!.position], startedAt: last))
        try game.checkEnding(with: "games.consolation", after: lastCardEnd, heardFor: 0.5)
        XCTAssertNil(game.start(of: "games.celebration"))
    }

    func testMemoryWithEveryPairFoundClapsEachAndEndsWithTheCelebration() throws {
        let deal = try memoryDeal(seed: 1)
        XCTAssertEqual(deal.pairs.count, 8)
        let start = deal.memorizeEnded + 0.5
        // Each pair's cards 0.4 s apart, the next pair 1 s later: the card (under 0.6 s), the 0.3 s gap and the clap fit between.
        var presses: [(time: Double, position: Int)] = []
        for (index, (a, b)) in deal.pairs.enumerated() {
            presses += [((start + 1.4 * Double(index)).milliseconds, a), ((start + 1.4 * Double(index) + 0.4).milliseconds, b)]
        }
        let last = presses.last!.time
        let script = "0 open memory/animals\n" + presses.map { "\($0.time.script) key \(Deal.keys[$0.position])\n" }.joined()
            + "\((last + 4.5).script) end\n"
        let game = try render(script, seed: 1, name: "memory-won")

        assertCardsTurned(presses, deal: deal, in: game)
        XCTAssertEqual(game.events("pair_matched").map(\.count), Array((0..<8).reversed()))
        XCTAssertTrue(game.events("pair_missed").isEmpty)
        // A clap for each pair, 0.3 s after its second card.
        let claps = game.starts.filter { $0.clip == "clap" }
        XCTAssertEqual(claps.count, 8)
        for (index, clap) in claps.enumerated() {
            let second = presses[2 * index + 1]
            let end = try XCTUnwrap(game.end(of: deal.items[second.position], startedAt: second.time))
            XCTAssertEqual(clap.t, end + 0.3, accuracy: 1e-3, "clap \(index + 1)")
        }
        // All found: the celebration 0.3 s after the last clap, the last clip, heard to its end.
        XCTAssertEqual(game.events("memory_won").map(\.t), [last])
        XCTAssertTrue(game.events("memory_lost").isEmpty)
        let clapEnd = try XCTUnwrap(game.end(of: "clap", startedAt: claps.last!.t))
        try game.checkEnding(with: "games.celebration", after: clapEnd, heardFor: 1)
    }

    // MARK: - Count-along

    func testCountAlongHintsAtAWrongNumberAndCelebratesOnceCountedToTen() throws {
        // 1 and 2, then 4 out of order (the hint and 3), then 3 to 10 (the 0 key).
        var presses: [(time: Double, key: String)] = [(0.5, "1"), (1.2, "2"), (2.0, "4")]
        for number in 3...10 {
            let time = (5.0 + 0.6 * Double(number - 3)).milliseconds
            presses.append((time, number == 10 ? "0" : String(number)))
        }
        let last = presses.last!.time
        let script = "0 open count\n" + presses.map { "\($0.time.script) key \($0.key)\n" }.joined() + "\((last + 3.5).script) end\n"
        let game = try render(script, seed: 1, name: "count")

        let counted = game.events("count_number")
        XCTAssertEqual(counted.compactMap(\.item), (1...10).map { "count.\($0)" })
        XCTAssertEqual(counted.compactMap(\.key), ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"])
        XCTAssertEqual(counted.map(\.t), presses.filter { $0.time != 2.0 }.map(\.time))
        // The wrong number: the hint at once, then the number that comes next, right after it.
        let hint = try XCTUnwrap(game.events("count_hint").first)
        XCTAssertEqual(game.events("count_hint").count, 1)
        XCTAssertEqual(hint.t, 2.0, accuracy: 1e-6)
        XCTAssertEqual(hint.item, "count.3")
        let hintClip = try XCTUnwrap(game.start(of: "count.hint"))
        XCTAssertEqual(hintClip.t, 2.0, accuracy: 1e-6)
        let hintEnd = try XCTUnwrap(game.end(of: "count.hint", startedAt: 2.0))
        XCTAssertEqual(game.start(of: "count.3", from: 2.0)?.t ?? -1, hintEnd, accuracy: 1e-6, "3 follows the hint")
        XCTAssertLessThan(game.rms(from: 1.95, seconds: 0.04), 0.001, "silence before the wrong key")
        XCTAssertGreaterThan(game.rms(from: 2.05, seconds: 0.3), 0.01, "the hint is heard")
        // Every number is heard as it is pressed.
        XCTAssertEqual(game.starts.compactMap(\.clip), ["count.1", "count.2", "count.hint", "count.3"]
                       + (3...10).map { "count.\($0)" } + ["games.celebration"])
        for press in presses where press.time != 2.0 {
            XCTAssertGreaterThan(game.rms(from: press.time + 0.05, seconds: 0.2), 0.01, "key \(press.key) is heard")
        }
        // Ten: the count is finished and the celebration follows the 10, the last thing played.
        XCTAssertEqual(game.events("count_finished").map(\.count), [10])
        XCTAssertEqual(game.events("count_finished").first?.t ?? -1, last, accuracy: 1e-6)
        let tenEnd = try XCTUnwrap(game.end(of: "count.10", startedAt: last))
        try game.checkEnding(with: "games.celebration", after: tenEnd, heardFor: 1)
    }

    // MARK: - Phrase builder, quick mode

    func testQuickPhraseStartsAtIWantAndAsksWithTheRisingWordThenNegatesTheQuestion() throws {
        let game = try render("0 open phrase/quick\n0.5 key 1\n1.5 key 1\n4 question\n7 negate\n10 end\n", seed: 1, name: "quick")
        // No subject: the first key is the verb.
        let chosen = game.events("phrase_word")
        XCTAssertEqual(chosen.compactMap(\.item), ["phrase.verb.vull", "phrase.complement.aigua"])
        XCTAssertEqual(chosen.map(\.t), [0.5, 1.5])
        XCTAssertEqual(game.events("sentence_spoken").compactMap(\.text), ["Vull aigua.", "Vull aigua?", "No vull aigua?"])
        XCTAssertEqual(game.events("sentence_spoken").map(\.t), [1.5, 4, 7])
        XCTAssertEqual(game.events("question_toggled").map(\.t), [4])
        XCTAssertEqual(game.events("negation_toggled").map(\.t), [7])
        let voice = game.starts.filter { $0.bus == "voice" }
        XCTAssertEqual(voice.compactMap(\.clip), [
            "phrase.verb.vull", "phrase.complement.aigua",
            "phrase.verb.vull", "phrase.complement.aigua",
            "phrase.verb.vull", "phrase.complement.aigua.question",
            "phrase.no", "phrase.verb.vull", "phrase.complement.aigua.question",
        ])
        // The sentence 0.3 s after the last word; the question and the negated question at once, on their keys.
        let aiguaEnd = try XCTUnwrap(game.end(of: "phrase.complement.aigua", startedAt: 1.5))
        XCTAssertEqual(voice[2].t, aiguaEnd + 0.3, accuracy: 1e-3)
        XCTAssertEqual(voice[4].t, 4, accuracy: 1e-6)
        XCTAssertEqual(voice[6].t, 7, accuracy: 1e-6)
        // Each sentence is gapless, every word heard.
        for sentence in [voice[2...3], voice[4...5], voice[6...8]] {
            for (word, next) in zip(sentence, sentence.dropFirst()) {
                let end = try XCTUnwrap(game.end(of: word.clip!, startedAt: word.t))
                XCTAssertEqual(next.t, end, accuracy: 1e-6, "\(next.clip ?? "") starts as \(word.clip ?? "") ends")
            }
            for word in sentence {
                XCTAssertGreaterThan(game.rms(from: word.t + 0.02, seconds: 0.15), 0.01, "\(word.clip ?? "") at \(word.t) is heard")
            }
        }
        // The rising word is another recording: its sound differs from the plain one's.
        let plain = game.audio.samples[(2 * Int(voice[3].t * 48_000))..<(2 * Int((voice[3].t + 0.4) * 48_000))]
        let rising = game.audio.samples[(2 * Int(voice[5].t * 48_000))..<(2 * Int((voice[5].t + 0.4) * 48_000))]
        let difference = zip(plain, rising).map { ($0 - $1) * ($0 - $1) }.reduce(0, +) / Float(plain.count)
        XCTAssertGreaterThan(difference.squareRoot(), 0.01, "the question is said with the rising form, not the plain one")
    }
}
