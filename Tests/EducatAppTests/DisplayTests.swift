@testable import EducatApp
import EducatTestSupport
import Foundation
import XCTest

/// Where the screens go: the terminal unless there is a display, `educat-window` in `educat`'s place where there is.
final class DisplayTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder(self)
    }

    /// A program at `name` in the test's folder (or `in`) that can be run.
    @discardableResult
    private func program(_ name: String, in place: URL? = nil) throws -> URL {
        let url = (place ?? folder.url).appendingPathComponent(name)
        try "#!/bin/sh\n".write(to: url, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(url.path, 0o755), 0)
        return url
    }

    private func decide(_ choice: String, _ environment: [String: String], beside executable: URL? = nil) -> Display.Decision {
        Display.decide(choice, environment: environment,
                       executable: executable ?? folder.url.appendingPathComponent("educat"))
    }

    func testWithoutADisplayTheTerminalRunsSayingWhyOnlyWhenAWindowWasAskedFor() {
        let noDisplay = ["TERM": "xterm-256color", "PATH": ""]
        guard case .terminal(nil) = decide("auto", noDisplay) else { return XCTFail("auto: the terminal, silently") }
        guard case .terminal(let why?) = decide("window", noDisplay) else { return XCTFail("window: a reason") }
        XCTAssertTrue(why.contains("no display"), why)
        guard case .terminal(nil) = decide("terminal", ["DISPLAY": ":0"]) else { return XCTFail("terminal: asked for") }
    }

    func testWithADisplayEducatRunsEducatWindowBesideItOrOnPath() throws {
        let educat = try program("educat")
        guard case .terminal(let why?) = decide("auto", ["DISPLAY": ":5", "PATH": ""], beside: educat) else {
            return XCTFail("without educat-window: the terminal")
        }
        XCTAssertTrue(why.contains("educat-window is not installed"), why)

        let onPath = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: onPath, withIntermediateDirectories: true)
        try program("educat-window", in: onPath)
        guard case .program(let found) = decide("auto", ["WAYLAND_DISPLAY": "wayland-0", "PATH": onPath.path], beside: educat) else {
            return XCTFail("educat-window on PATH")
        }
        XCTAssertEqual(found, onPath.appendingPathComponent("educat-window").path)

        let beside = try program("educat-window")
        guard case .program(let chosen) = decide("window", ["DISPLAY": ":5", "PATH": onPath.path], beside: educat) else {
            return XCTFail("educat-window beside educat")
        }
        XCTAssertEqual(chosen, beside.path, "the one installed with educat comes first")
    }

    func testOnTheConsoleAWindowNeedsADeviceThisUserMayOpen() {
        let why = Display.missingDisplay(["TERM": "linux"])
        let cards = ((try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []).filter { $0.hasPrefix("card") }
        if cards.isEmpty {
            XCTAssertEqual(why, "the console has no KMS/DRM device (/dev/dri/card*)")
        } else if let why {
            XCTAssertTrue(why.contains("no permission to open /dev/dri/card"), why)
        }
        XCTAssertNotNil(Display.missingDisplay(["TERM": "xterm"]), "a terminal emulator without DISPLAY has no display")
    }
}
