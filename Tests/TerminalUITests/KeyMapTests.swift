import Lessons
@testable import TerminalUI
import XCTest

final class KeyMapTests: XCTestCase {
    private let kiosk = KeyMap(kiosk: true)

    func testMenusMoveChooseAndOpenByDigit() {
        XCTAssertEqual(kiosk.action(for: .right, on: .main), .move(1))
        XCTAssertEqual(kiosk.action(for: .up, on: .main), .move(-1))
        XCTAssertEqual(kiosk.action(for: .enter, on: .main), .choose)
        XCTAssertEqual(kiosk.action(for: .character("3"), on: .main), .input(.key("3")))
    }

    func testTheLanguageKeyWorksOnTheMainMenuAlone() {
        XCTAssertEqual(kiosk.action(for: .character("l"), on: .main), .nextLanguage)
        XCTAssertEqual(kiosk.action(for: .character("L"), on: .main), .nextLanguage)
        XCTAssertEqual(kiosk.action(for: .character("l"), on: Screen(path: "letters")!), UIAction.none)
    }

    /// What the letter answers is its kind's (ActivitiesTests' QuizScreenTests): here, only that it is not music.
    func testAnswerKeysWinOverMusicOnAlphabetScreens() {
        XCTAssertNotEqual(kiosk.action(for: .character("m"), on: Screen(.alphabet, .game)), .toggleMusic)
        XCTAssertEqual(kiosk.action(for: .character("*"), on: Screen(.alphabet, .game)), .toggleMusic)
        XCTAssertEqual(kiosk.action(for: .character("m"), on: Screen(.numbers, .game)), .toggleMusic)
        XCTAssertEqual(kiosk.action(for: .character("m"), on: .main), .toggleMusic)
    }

    /// A game's own keys are its kind's (ActivitiesTests' QuizScreenTests); the shared ones work there as anywhere.
    func testTheSharedKeysWorkOnAGameScreen() {
        let game = Screen(.numbers, .game)
        XCTAssertEqual(kiosk.action(for: .escape, on: game), .input(.back))
        XCTAssertEqual(kiosk.action(for: .character("?"), on: game), .input(.help))
    }

    func testSignalKeysDoNothingInKioskModeAndCtrlCQuitsOtherwise() {
        for key in [Key.control("c"), .control("z"), .control("\\")] {
            XCTAssertEqual(kiosk.action(for: key, on: .main), UIAction.none)
        }
        XCTAssertEqual(KeyMap(kiosk: false).action(for: .control("c"), on: .main), .quit)
    }

    func testVolumeStaysBetweenTheFloorAndTheCap() {
        var volume = VolumeControl(level: 0, cap: 3)
        volume.change(by: 5)
        XCTAssertEqual(volume.level, 3)
        volume.setCap(-6)
        XCTAssertEqual(volume.level, -6)
        volume.change(by: -100)
        XCTAssertEqual(volume.level, VolumeControl.lowest)
    }
}
