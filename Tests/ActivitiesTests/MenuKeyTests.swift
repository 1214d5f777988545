import Activities
import Lessons
import TerminalUI
import XCTest

/// The keys every screen shares, on every screen of the menu tree with the kinds' screens in it.
final class MenuKeyTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    private let kiosk = KeyMap(kiosk: true)

    func testKeysEveryScreenShares() {
        // The timer's keys, Esc going home among them, are its kind's: ActivitiesTests' TimerScreenTests hold them.
        for screen in Screen.all where screen != .timer {
            // Esc going home on the phrase builder's and the story's screens is their kinds': PhraseScreenTests and
            // StoryScreenTests hold it.
            if !PhraseBuilder.plays(on: screen) && !Storybook.plays(on: screen) {
                XCTAssertEqual(kiosk.action(for: .escape, on: screen), .input(.back), screen.path)
            }
            XCTAssertEqual(kiosk.action(for: .backspace, on: screen), .input(.back))
            XCTAssertEqual(kiosk.action(for: .character("?"), on: screen), .input(.help))
            XCTAssertEqual(kiosk.action(for: .tab, on: screen), .input(.toggleCase))
            XCTAssertEqual(kiosk.action(for: .character("+"), on: screen), .volume(1))
            XCTAssertEqual(kiosk.action(for: .character("-"), on: screen), .volume(-1))
            XCTAssertEqual(kiosk.action(for: .character("*"), on: screen), .toggleMusic)
        }
    }

    func testTheStoryAndPhraseMenusAreMenus() {
        XCTAssertEqual(kiosk.action(for: .escape, on: .story), .input(.back), "the story menu is a menu")
        XCTAssertEqual(kiosk.action(for: .escape, on: .phrase), .input(.back), "the phrase menu is a menu")
        XCTAssertEqual(kiosk.action(for: .character("0"), on: .main), .input(.key("0")), "0 opens the tenth choice")
    }

}
