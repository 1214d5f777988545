@testable import Activities
import Lessons
import SoundBank
import XCTest

/// The games' sections of a manifest: `[games]`, `[memory]` categories and `[count]`, read, named and checked.
final class GameSectionsTests: XCTestCase {
    // The memory menu's categories are the memory kind's screens, known once the kinds are registered.
    override func setUp() { ActivityList.register() }

    private static func cards(_ count: Int) -> String {
        (1...count).map { "{ key = \"c\($0)\", clip = \"one.wav\", text = \"c\($0)\" }" }.joined(separator: ", ")
    }

    private func bank(memory cards: Int = 8, category: String = "animals", numbers: [String] = ["1", "2", "3"],
                      hint: Bool = true) throws -> String {
        let list = numbers.map { "{ key = \"\($0)\", clip = \"one.wav\" }" }.joined(separator: ", ")
        return try BankFixtures.smallBank(self) {
            $0.replacingOccurrences(of: "[[words]]", with: """
                [games]
                celebration = { clip = "good.wav", text = "good" }
                consolation = { clip = "zero.wav", text = "next time" }

                [count]
                \(hint ? "hint = { clip = \"zero.wav\" }" : "")
                numbers = [\(list)]

                [memory]
                \(category) = [\(Self.cards(cards))]

                [[words]]
                """)
        }
    }

    func testShippedBankHasFourCategoriesOfEightCardsTheEndVoicesAndCountingToTen() throws {
        let bank = try Bank.load(from: BankFixtures.catalan)
        XCTAssertEqual(Set(bank.memory.keys), ["animals", "fruits", "vehicles", "plants"])
        XCTAssertTrue(bank.memory.values.allSatisfy { $0.count >= 8 })
        XCTAssertEqual(bank.countAlong?.numbers.map(\.key), (1...10).map(String.init))
        XCTAssertEqual(bank.games[.consolation]?.text, "La propera vegada!")
        for name in ["games.celebration", "games.consolation", "memory.fruits.1", "memory.plants.8", "count.10", "count.hint"] {
            XCTAssertNotNil(bank.clip(named: name), name)
        }
    }

    func testSpanishBankPlaysTheGamesFromItsFallback() throws {
        let bank = try Bank.load(from: BankFixtures.spanish)
        XCTAssertEqual(bank.memory.count, 4)
        XCTAssertNotNil(bank.games[.celebration])
        XCTAssertEqual(bank.countAlong?.numbers.count, 10)
    }

    func testGameSectionsAreReadWithStableNames() throws {
        let bank = try Bank.load(from: try self.bank())
        let names = bank.clips.map(\.name)
        XCTAssertTrue(Set(["games.celebration", "games.consolation", "memory.animals.1", "memory.animals.8", "count.1", "count.3",
                           "count.hint"]).isSubset(of: names))
        XCTAssertEqual(bank.memory["animals"]?.first?.key, "c1")
    }

    func testAMemoryCategoryNeedsEightCards() throws {
        let problems = Bank.loadReporting(from: try bank(memory: 7)).problems
        XCTAssertEqual(problems.map(\.kind), [.invalidValue])
        XCTAssertEqual(problems.first?.key, "memory.animals")
    }

    func testACategoryTheMenuDoesNotOfferIsAnErrorNamingTheOnesItDoes() throws {
        let folder = try bank(category: "fruit")
        let (bank, problems) = Bank.loadReporting(from: folder)
        XCTAssertEqual(problems.map(\.kind), [.unknownKey])
        XCTAssertEqual(problems.first?.key, "memory.fruit")
        XCTAssertEqual(problems.first?.file, folder + "/bank.toml")
        XCTAssertNotNil(problems.first?.line)
        XCTAssertEqual(problems.first?.message, "'fruit' is not on the memory menu, so its cards are never dealt; "
                       + "the menu offers animals, fruits, vehicles, plants")
        XCTAssertNil(bank?.memory["fruit"])
    }

    /// A bank may give cards for every category the memory menu opens, and must give as many as a game deals pairs.
    func testEveryCategoryTheMemoryMenuOpensTakesTheCardsOfTheGamesPairs() throws {
        let offered = Screen(path: "memory")!.children.compactMap(\.memoryCategory)
        XCTAssertEqual(offered.count, 4)
        let pairs = MemoryRules().pairs
        for category in offered {
            XCTAssertEqual(Bank.loadReporting(from: try bank(memory: pairs, category: category)).problems.map(\.kind), [], category)
            let short = Bank.loadReporting(from: try bank(memory: pairs - 1, category: category)).problems
            XCTAssertEqual(short.map(\.kind), [.invalidValue], category)
            XCTAssertEqual(short.first?.key, "memory.\(category)")
        }
    }

    func testBankCheckNamesEachCategoryTheMenuOffersWithNoCards() throws {
        let warnings = BankChecker().check(folder: try bank()).warnings.filter { $0.key == "memory" }
        XCTAssertEqual(warnings.map(\.message), ["lacks fruits, vehicles, plants, here and in any fallback: "
                                                 + "the memory menu still offers each, with no cards to deal"])
        XCTAssertEqual(warnings.map(\.severity), [.warning])
    }

    func testCountNumbersRunInOrderFromOneToAtMostTen() throws {
        XCTAssertEqual(Bank.loadReporting(from: try bank(numbers: ["1", "3"])).problems.map(\.key), ["count.numbers"])
        XCTAssertEqual(Bank.loadReporting(from: try bank(numbers: (1...11).map(String.init))).problems.map(\.key), ["count.numbers"])
    }

    func testACountWithoutItsHintIsAWarningThatTheHintGoesUnsaid() throws {
        let folder = try bank(hint: false)
        let problems = Bank.loadReporting(from: folder).problems
        XCTAssertEqual(problems.map(\.severity), [.warning])
        let warning = try XCTUnwrap(problems.first)
        XCTAssertEqual(warning.key, "count.hint")
        XCTAssertEqual(warning.file, folder + "/bank.toml")
        XCTAssertNotNil(warning.line)
        XCTAssertEqual(warning.message, "missing, so after a wrong number the count-along says the one that comes next "
                       + "without its gentle hint")
        XCTAssertTrue(BankChecker().check(folder: folder).warnings.contains(warning), "bank check reports it")
        XCTAssertEqual(Bank.loadReporting(from: try bank()).problems, [])
    }

    func testUnknownKeysInTheGameSectionsAreErrors() throws {
        let folder = try BankFixtures.smallBank(self) { $0 + "\n[games]\ncelebrate = { clip = \"good.wav\" }\n" }
        XCTAssertEqual(Bank.loadReporting(from: folder).problems.map(\.kind), [.unknownKey])
    }
}
