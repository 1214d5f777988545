import Foundation
import SoundBank
import XCTest

/// Banks that move: a fallback named by an installed bank's name, a recorded bank copied to another machine's bank
/// folder, and `bank install`.
final class BankInstallTests: XCTestCase {
    func testARecordedBankNamesTheBundledBankAndChecksCleanInAnotherMachinesBankFolder() throws {
        let root = try BankFixtures.temporaryFolder(self)
        let laptop = root + "/laptop/Documents/veu-de-la-marta"
        try record(in: laptop, over: BankFixtures.catalan)
        let manifest = try String(contentsOfFile: laptop + "/bank.toml", encoding: .utf8)
        XCTAssertTrue(manifest.contains("\nfallback = \"ca\"\n"), manifest)
        XCTAssertFalse(manifest.contains(BankFixtures.soundsFolder), "no absolute path: \(manifest)")

        // The kiosk keeps its banks side by side (/usr/share/educat/sounds): the copy finds `ca` beside itself.
        let kiosk = root + "/kiosk/sounds"
        try FileManager.default.createDirectory(atPath: kiosk, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: BankFixtures.catalan, toPath: kiosk + "/ca")
        try FileManager.default.copyItem(atPath: laptop, toPath: kiosk + "/veu-de-la-marta")
        try FileManager.default.removeItem(atPath: root + "/laptop")
        let report = BankChecker().check(folder: kiosk + "/veu-de-la-marta")
        XCTAssertEqual(report.errors, [])
        XCTAssertEqual(report.bank?.fallback, kiosk + "/ca")
        XCTAssertEqual(report.bank?.items[.alphabet]?[1].clip.path.hasPrefix(kiosk + "/veu-de-la-marta/"), true)
        XCTAssertEqual(report.bank?.items[.alphabet]?[2].clip.path.hasPrefix(kiosk + "/ca/"), true)
    }

    func testAFallbackNamedNowhereIsAnErrorThatSaysWhereItLooked() throws {
        let folder = try BankFixtures.smallBank(self) { "fallback = \"no-such-bank\"\n" + $0 }
        let (_, problems) = Bank.loadReporting(from: folder)
        let problem = try XCTUnwrap(problems.first { $0.key == "fallback" })
        XCTAssertEqual(problem.severity, .error)
        XCTAssertTrue(problem.message.contains("names the bank 'no-such-bank', which is not installed here"), problem.message)
        XCTAssertTrue(problem.message.contains("/usr/share/educat/sounds/no-such-bank"), problem.message)
    }

    func testInstallNamesTheFallbackFromItsNewPlaceAndNeverOverwritesUnasked() throws {
        let root = try BankFixtures.temporaryFolder(self)
        try FileManager.default.moveItem(atPath: try BankFixtures.smallBank(self), toPath: root + "/base")
        let source = root + "/laptop/mine"
        try record(in: source, over: root + "/base", item: "numbers.1", language: "xx")
        XCTAssertTrue(try String(contentsOfFile: source + "/bank.toml", encoding: .utf8).contains("fallback = \"../../base\""))
        let banks = root + "/kiosk/banks"

        let summary = try BankInstaller(source: source, destination: banks, name: "marta").run()
        XCTAssertEqual(summary.folder, banks + "/marta")
        XCTAssertEqual(summary.fallback, "../../../base", "a bank installed nowhere is named by its path from the new place")
        XCTAssertEqual(BankChecker().check(folder: banks + "/marta").errors, [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: banks), ["marta"], "nothing half-copied is left")

        XCTAssertThrowsError(try BankInstaller(source: source, destination: banks, name: "marta").run()) {
            XCTAssertEqual($0 as? BankInstallError, .alreadyInstalled(banks + "/marta"))
        }
        XCTAssertNoThrow(try BankInstaller(source: source, destination: banks, name: "marta", replace: true).run())
        XCTAssertThrowsError(try BankInstaller(source: source, destination: banks, name: "../x").run()) {
            XCTAssertEqual($0 as? BankInstallError, .badName("../x"))
        }
    }

    func testABrokenBankIsNotInstalled() throws {
        let source = try BankFixtures.smallBank(self) { $0.replacingOccurrences(of: "\"zero.wav\"", with: "\"gone.wav\"") }
        let banks = try BankFixtures.temporaryFolder(self) + "/banks"
        XCTAssertThrowsError(try BankInstaller(source: source, destination: banks).run()) { error in
            guard case .brokenBank(let folder, let errors)? = error as? BankInstallError else { return XCTFail("\(error)") }
            XCTAssertEqual(folder, source)
            XCTAssertTrue(errors.contains { $0.message.contains("gone.wav") || $0.file.hasSuffix("gone.wav") }, "\(errors)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: banks))
    }

    /// A bank in `folder` over `fallback` with one recorded item (the letter b), as `bank record` makes it.
    private func record(in folder: String, over fallback: String, item name: String = "alphabet.b",
                        language: String = "ca") throws {
        let item = try XCTUnwrap(RecordingItem.plan(try Bank.load(from: fallback), selecting: [name]).first)
        let recorder = try BankRecorder(folder: folder, fallback: fallback, language: language)
        try recorder.store(try XCTUnwrap(TakeProcessing.process(Signals.voice(seconds: 0.5, rate: 48_000))), for: item)
    }
}
