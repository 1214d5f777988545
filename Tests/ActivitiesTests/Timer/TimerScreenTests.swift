@testable import Activities
import EducatTestSupport
import Lessons
@testable import TerminalUI
import XCTest

/// The timer's three stages as drawn on an 80×24 terminal without colours, with and without emoji.
final class TimerScreenTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    private let activities = [("menjar", "Menjar", "🥣"), ("dormir", "Dormir", "😴"), ("dents", "Rentar-se les dents", "🪥")]
        .map { TimerActivity(id: $0, text: $1, emoji: $2, clip: "timer.activity.\($0)") }

    private func screen(_ timer: TimerSession, emoji: Bool = false) -> String {
        ScreenRenderer(columns: 80, rows: 24, colors: false, emoji: emoji, texts: .english)
            .plainText(ScreenModel(state: timer.state)).joined(separator: "\n")
    }

    /// A timer with activity 2 chosen and 1 h 30 min set.
    private func setting() -> TimerSession {
        var timer = TimerSession(activities: activities)
        _ = timer.handle(.key("2"), at: 0)
        _ = timer.handle(.adjustTime(minutes: 90), at: 0)
        return timer
    }

    func testSettingShowsTheActivitiesTheChoiceAndTheDurationBig() {
        let text = screen(setting())
        XCTAssertTrue(text.contains(" 1 Menjar "), text)
        XCTAssertTrue(text.contains("[2 Dormir]"), "the chosen one in brackets\n\(text)")
        XCTAssertTrue(text.contains(" 3 Rentar-se les dents "), text)
        XCTAssertTrue(showsBig("01:30", in: text), "the duration in the block font\n\(text)")
        XCTAssertTrue(text.contains("Enter: set the timer"))
        XCTAssertTrue(screen(setting(), emoji: true).contains("[2 😴 Dormir]"))
    }

    func testCountingShowsTheTimeLeftBigAndTheRabbitMovingAlongTheTrack() {
        var timer = setting()
        _ = timer.handle(.ask, at: 0)
        let paused = screen(timer)
        XCTAssertTrue(paused.contains("PAUSED — Space to start"), paused)
        XCTAssertTrue(paused.contains("DORMIR"))
        XCTAssertTrue(showsBig("01:30:00", in: paused), paused)
        XCTAssertTrue(paused.contains("[>" + String(repeating: "-", count: TimerPieces.trackWidth - 1) + "]"), paused)
        _ = timer.handle(.ask, at: 0)
        _ = timer.advance(to: 45 * 60 + 1)
        let half = screen(timer)
        XCTAssertFalse(half.contains("PAUSED"))
        XCTAssertTrue(showsBig("00:44:59", in: half), half)
        let room = TimerPieces.trackWidth - 1
        XCTAssertTrue(half.contains("[" + String(repeating: "=", count: room / 2) + ">"), "halfway along\n\(half)")
        XCTAssertTrue(screen(timer, emoji: true).contains("🐇"))
        let pieces = ActivityTimer.pieces(for: timer.state, emoji: true, texts: .english)
        XCTAssertTrue(pieces.contains(.gauge(left: Double(44 * 60 + 59) / Double(90 * 60), shape: .disc, text: "00:44:59", .item)),
                      "a window's disc is half empty: \(pieces)")
    }

    func testFinishedSaysTime() {
        var timer = setting()
        _ = timer.handle(.ask, at: 0)
        _ = timer.handle(.ask, at: 0)
        _ = timer.advance(to: 90 * 60)
        let text = screen(timer)
        XCTAssertTrue(showsBig("TIME!", in: text), text)
        XCTAssertTrue(showsBig("00:00:00", in: text), text)
        XCTAssertTrue(text.contains("Enter: set again"))
    }

    /// The timer set, counting a long time, paused, and rung, at every size from nothing to a big window, fits its lines
    /// to the size without crashing.
    func testEveryStageFitsAnySize() {
        let activities = (1...9).map { TimerActivity(id: "a\($0)", text: "Rentar-se les dents \($0)", emoji: "🪥", clip: "a\($0)") }
        var timer = TimerSession(activities: activities)
        var states = [timer.state]
        for input in [Input.key("9"), .adjustTime(minutes: 23 * 60 + 59), .ask, .ask] {
            _ = timer.handle(input, at: 0)
            states.append(timer.state)
        }
        _ = timer.advance(to: 3_600)
        states.append(timer.state)
        _ = timer.advance(to: 100_000)
        states.append(timer.state)
        ScreenFit.assertFits(states.map(ScreenModel.init(state:)))
    }

    /// Esc goes home and Backspace one step back, as the design's two buttons; the arrows set the time, Space starts;
    /// the keys every screen shares work here too.
    func testTheTimersKeys() {
        let kiosk = KeyMap(kiosk: true)
        XCTAssertEqual(kiosk.action(for: .escape, on: .timer), .input(.home))
        XCTAssertEqual(kiosk.action(for: .backspace, on: .timer), .input(.back))
        XCTAssertEqual(kiosk.action(for: .up, on: .timer), .input(.adjustTime(minutes: 1)))
        XCTAssertEqual(kiosk.action(for: .left, on: .timer), .input(.adjustTime(minutes: -60)))
        XCTAssertEqual(kiosk.action(for: .character(" "), on: .timer), .input(.ask))
        XCTAssertEqual(kiosk.action(for: .character("?"), on: .timer), .input(.help))
        XCTAssertEqual(kiosk.action(for: .tab, on: .timer), .input(.toggleCase))
        XCTAssertEqual(kiosk.action(for: .character("+"), on: .timer), .volume(1))
        XCTAssertEqual(kiosk.action(for: .character("-"), on: .timer), .volume(-1))
        XCTAssertEqual(kiosk.action(for: .character("*"), on: .timer), .toggleMusic)
    }

    func testTheFooterNamesTheTimersKeys() {
        let hints = KeyHints.shown(for: ScreenModel(state: SessionState(screen: .timer)), texts: .english).map(\.0)
        XCTAssertEqual(Array(hints.prefix(4)), ["Enter", "Up/Down", "Left/Right", "1-9"])
        XCTAssertTrue(hints.contains("Bksp") && hints.contains("Esc"))
    }
}

/// Whether `screen` shows `text` in the block font, at either scale the layout may choose.
private func showsBig(_ text: String, in screen: String) -> Bool {
    [1, 2].contains { scale in
        BlockFont.render(text, scale: scale)!.allSatisfy { screen.contains(String($0.reversed().drop { $0 == " " }.reversed())) }
    }
}
