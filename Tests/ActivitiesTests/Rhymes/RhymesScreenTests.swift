@testable import Activities
import EducatTestSupport
import Lessons
import TerminalUI
import XCTest

/// The rhymes screen: its place in the letters menu, its keys, and what it shows as the game goes.
final class RhymesScreenTests: XCTestCase {
    private var screen: Screen? { Screen(path: Rhymes.id) }

    override func setUp() { ActivityList.register() }

    func testTheLettersMenuOffersRhymesOnKeyThreeWithAnIconTheBlockFontDraws() throws {
        XCTAssertEqual(Screen(path: "letters")?.children.map(\.path), ["vowels", "alphabet", "rhymes"])
        XCTAssertEqual(screen?.parent?.path, "letters")
        XCTAssertNotNil(BlockFont.render(Rhymes.icon), "\(Rhymes.icon) is drawn big on the menu tile")
    }

    func testDigitsAnswerEnterAsksUpRepeatsAndEscapeGoesBack() throws {
        let screen = try XCTUnwrap(self.screen)
        let keys = KeyMap(kiosk: false)
        XCTAssertEqual(keys.action(for: .character("2"), on: screen), .input(.key("2")))
        XCTAssertEqual(keys.action(for: .enter, on: screen), .input(.ask))
        XCTAssertEqual(keys.action(for: .up, on: screen), .input(.repeat))
        XCTAssertEqual(keys.action(for: .escape, on: screen), .input(.back))
    }

    func testTheScreenShowsTheWordItsNumberedChoicesAndHowTheAnswerWent() throws {
        let sets = [RhymesContent.RhymeSet(word: "gat", rhyme: "plat", others: ["sol", "lluna"])]
        var session = RhymesSession(screen: try XCTUnwrap(screen), content: RhymesContent(sets: sets), praiseClips: 1,
                                    scoldClips: 1, random: SplitMix64(seed: 1))
        XCTAssertTrue(Rhymes.pieces(for: session.state, emoji: false, texts: .english).contains(.big("?", .dim)), "nothing asked yet")
        _ = session.handle(.ask, at: 0)
        let view = try XCTUnwrap(session.state.activity?.value(as: RhymesView.self))
        XCTAssertTrue(Rhymes.pieces(for: session.state, emoji: false, texts: .english).contains(.big("GAT", .item)))
        _ = session.handle(.key(String((view.answer + 1) % 3 + 1)), at: 1)
        XCTAssertTrue(Rhymes.pieces(for: session.state, emoji: false, texts: .english).contains(.text("TRY AGAIN", .bad)))
        _ = session.handle(.key(String(view.answer + 1)), at: 2)
        XCTAssertTrue(Rhymes.pieces(for: session.state, emoji: false, texts: .english).contains(.text("RIGHT! GAT - PLAT", .good)))
    }
}
