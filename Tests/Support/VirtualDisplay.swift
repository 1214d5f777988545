import Foundation
import XCTest

/// A private X display (Xvfb) for a test, with xdotool to tap on it; stopped when the test ends.
public final class VirtualDisplay {
    /// What went wrong with the display.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The display's name, for `DISPLAY` (`:93`).
    public let name: String
    private let server = Process()

    /// Starts Xvfb `width` × `height` on the first free display number from 90; skips the test without Xvfb or xdotool.
    public init(_ test: XCTestCase, width: Int = 800, height: Int = 480) throws {
        for tool in ["Xvfb", "xdotool"] where !Self.onPath(tool) {
            throw XCTSkip("\(tool) is needed (make test-deps installs it)")
        }
        let number = (90..<190).first { !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") } ?? 90
        name = ":\(number)"
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["Xvfb", name, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        let socket = "/tmp/.X11-unix/X\(number)"
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: socket), server.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard FileManager.default.fileExists(atPath: socket) else {
            server.terminate()
            throw XCTSkip("Xvfb did not start on \(name)")
        }
        let server = server
        test.addTeardownBlock {
            server.terminate()
            server.waitUntilExit()
        }
    }

    /// The id of the window titled `title`, once it shows (within `timeout` seconds).
    public func window(titled title: String, timeout: Double = 20) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let id = try? xdotool(["search", "--onlyvisible", "--name", "^\(title)$"]).split(separator: "\n").first {
                return String(id)
            }
            Thread.sleep(forTimeInterval: 0.1)
        } while Date() < deadline
        return nil
    }

    /// Taps (a left click) at (`x`, `y`) in `window`'s own pixels.
    public func tap(_ window: String, x: Double, y: Double) throws {
        let output = try xdotool(["mousemove", "--window", window, String(Int(x)), String(Int(y)), "click", "1"])
        guard output.isEmpty else { throw Failure(description: "xdotool could not tap window \(window): \(output)") }
    }

    /// What xdotool printed.
    @discardableResult
    public func xdotool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": name]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output
    }

    private static func onPath(_ tool: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }
}
