import EducatTestSupport
import Foundation
import XCTest

/// While the kiosk's screen owns the terminal, the sound server's loss and return are told in its title bar, in the
/// screen's language (the server's own words are the operator menu's): a line printed to the terminal would be drawn
/// over the child's screen.
final class KioskStatusLineTests: XCTestCase {
    func testLostAndReturnedSoundShowInTheTitleBarAndTheScreenStaysIntact() throws {
        try PulseTestEnvironment.requireTools("tmux")
        let server = try PrivatePulseServer.started(sink: "educat_kiosk")
        let tmux = try TmuxSession(name: "status-\(PulseTestEnvironment.onPipeWire ? "pw" : "pa")")
        defer { tmux.stop() }
        try tmux.start("$EDUCAT kiosk", environment: server.environment)
        let playing = tmux.waitForScreen(timeout: 15) { $0.contains("music on") && !$0.contains("no sound") }
        XCTAssertFalse(playing.contains("no sound"), "the kiosk never reached the server:\n\(playing)")

        server.kill()
        let lost = tmux.waitForScreen { Self.title(of: $0).contains("no sound") }
        XCTAssertTrue(Self.title(of: lost).contains("no sound"), lost)
        XCTAssertFalse(Self.title(of: lost).contains("PulseAudio"), "the server's words stay off the child's screen:\n\(lost)")
        XCTAssertEqual(Self.body(of: lost), Self.body(of: playing), "the screen's rows changed:\n\(lost)")

        try server.start()
        let back = tmux.waitForScreen { Self.title(of: $0).contains("sound is back") }
        XCTAssertTrue(Self.title(of: back).contains("sound is back"), back)
        XCTAssertEqual(Self.body(of: back), Self.body(of: playing), "the screen's rows changed:\n\(back)")
    }

    private static func title(of screen: String) -> String {
        screen.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }

    private static func body(of screen: String) -> [Substring] {
        Array(screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst())
    }
}
