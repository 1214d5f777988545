import EducatTestSupport
import Foundation
import XCTest

/// Every duration, gap, time, count and latency a command takes from a flag or a script line is checked where it
/// enters: a clear error naming the flag or line and a non-zero exit, never an overflow trap (exit 132).
final class ValueRangeTests: XCTestCase {
    private var folder: URL!
    private var educat: EducatBinary!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-ranges-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        educat = try EducatBinary(scratch: folder, environment: [
            "EDUCAT_STORE": folder.appendingPathComponent("records.sqlite").path,
            "XDG_CONFIG_HOME": folder.path,
        ])
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func testEveryNumberFlagOutOfRangeIsRefusedNamingTheFlag() throws {
        let wav = path("out.wav")
        let refused: [([String], String)] = [
            (["play", "--gap", "1e300", "numbers.3", "-o", wav], "--gap 1e+300: give a number of seconds from 0 to 600"),
            (["play", "--gap", "nan", "numbers.3", "-o", wav], "--gap nan"),
            (["play", "--gap=-1", "numbers.3", "-o", wav], "--gap -1"),
            (["bank", "preview", "--gap", "1e300", "-o", wav], "--gap 1e+300"),
            (["bank", "preview", "--gap", "601", "-o", wav], "--gap 601"),
            (["play", "--latency-ms", "0", "numbers.3"], "--latency-ms 0: give a number of milliseconds from 2 to 500"),
            (["bank", "preview", "--latency-ms", "nan"], "--latency-ms nan"),
            (["trigger", "--latency-ms=-5"], "--latency-ms -5: give a number of milliseconds from 2 to 500"),
            (["trigger", "--latency-ms", "nan"], "--latency-ms nan"),
            (["trigger", "--latency-ms", "1e12"], "--latency-ms 1000000000000"),
            (["trigger", "--latency-ms", "0"], "--latency-ms 0"),
            (["devices", "--latency-ms=-5"], "--latency-ms -5"),
            (["devices", "--latency-ms", "inf"], "--latency-ms inf"),
            (["play", "--max-level=-inf", "numbers.3", "-o", wav], "--max-level -inf: give a number of dBFS from -60 to 0"),
            (["timer", "--duration", "1000000000000000000h"], "--duration 1000000000000000000h"),
            (["timer", "--duration", "9223372036854775807h30m"], "--duration 9223372036854775807h30m"),
            (["count", "--to", "99999999999999999999"], "--to"),
            (["bank", "record", path("bank"), "--items", "", "--yes"], "--items \"\" names no section"),
            (["bank", "record", path("bank"), "--items", " , ,", "--yes"], "--items \" , ,\" names no section"),
            (["bank", "record", path("bank"), "--device", " ", "--yes"], "--device is empty"),
        ]
        for (arguments, message) in refused {
            let run = try educat.run(arguments: arguments)
            XCTAssertEqual(run.status, 64, "\(arguments): \(run.errors)")
            XCTAssertTrue(run.errors.contains(message), "\(arguments): \(run.errors)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: wav), "nothing rendered")
    }

    func testScriptTimesAndAdjustmentsOutOfRangeAreErrorsNamingTheLine() throws {
        let cases = [
            ("0 open numbers/game\n1e15 key 3\n", "line 2: \"1e15\" is not a time in seconds from 0 to 86400"),
            ("0 open numbers/game\r\n0.5 ask\r\nnan right\r\n", "line 3: \"nan\" is not a time"),
            ("0 open timer\n1 adjust 9223372036854775807\n2 adjust 9223372036854775807\n",
             "line 2: adjust needs whole minutes from -1439 to 1439, not \"9223372036854775807\""),
        ]
        for (index, (script, message)) in cases.enumerated() {
            let file = path("bad\(index).txt")
            try script.write(toFile: file, atomically: true, encoding: .utf8)
            let run = try educat.run("render", file, "-o", path("bad\(index).wav"))
            XCTAssertEqual(run.status, 1, run.errors)
            XCTAssertTrue(run.errors.contains("bad\(index).txt \(message)"), run.errors)
        }
    }
}
