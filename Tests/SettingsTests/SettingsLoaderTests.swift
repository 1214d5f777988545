import Foundation
@testable import Settings
import XCTest

final class SettingsLoaderTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "educat-settings-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func loader(system: String? = nil, user: String? = nil, explicit: String? = nil,
                        environment: [String: String] = [:]) throws -> SettingsLoader {
        var loader = SettingsLoader(explicitFile: explicit.map { _ in "\(folder)/explicit.toml" },
                                    environment: environment.merging(["HOME": folder]) { a, _ in a })
        loader.systemFile = "\(folder)/system.toml"
        for (name, text) in [("system", system), ("explicit", explicit)] {
            if let text { try text.write(toFile: "\(folder)/\(name).toml", atomically: true, encoding: .utf8) }
        }
        if let user {
            try FileManager.default.createDirectory(atPath: "\(folder)/.config/educat", withIntermediateDirectories: true)
            try user.write(toFile: loader.userFile, atomically: true, encoding: .utf8)
        }
        return loader
    }

    func testDefaultsWithNoFiles() throws {
        let (settings, problems) = try loader().load()
        XCTAssertEqual(settings, Settings())
        XCTAssertEqual(problems, [])
        XCTAssertEqual(settings.challengeSeconds, 9)
        XCTAssertEqual(settings.lives, 3)
    }

    func testLayersInOrderSystemUserExplicitEnvironment() throws {
        let (settings, problems) = try loader(
            system: "profile = \"sys\"\n[audio]\nmax_level_db = -10\nvolume_db = -1\n[challenge]\nlives = 5\n",
            user: "[audio]\nmax_level_db = -8\n[challenge]\nseconds = 12\n",
            explicit: "[audio]\nmax_level_db = -6.5\n",
            environment: ["EDUCAT_CHALLENGE_SECONDS": "15", "EDUCAT_KIOSK_IDLE_SECONDS": "30"]
        ).load()
        XCTAssertEqual(problems, [])
        XCTAssertEqual(settings.profile, "sys")
        XCTAssertEqual(settings.volume, -1)
        XCTAssertEqual(settings.lives, 5)
        XCTAssertEqual(settings.maxLevel, -6.5)
        XCTAssertEqual(settings.challengeSeconds, 15)
        XCTAssertEqual(settings.idleSeconds, 30)
    }

    func testSyntaxErrorNamesFileAndLineAndKeepsDefaults() throws {
        let (settings, problems) = try loader(user: "[audio]\nmax_level_db = -6\nvolume_db = = 3\n").load()
        XCTAssertEqual(settings, Settings())
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(problems.first?.line, 3)
        XCTAssertTrue(problems.first?.source.hasSuffix(".config/educat/config.toml") ?? false)
        XCTAssertTrue(problems.first?.message.hasSuffix("the whole file is ignored") ?? false)
    }

    func testBadValuesAndUnknownKeysAreNamedWithTheirLinesAndSkipped() throws {
        let text = "bank = \"/srv/bank\"\n[audio]\nmax_level_db = 6\nvolum_db = 2\n[challenge]\nseconds = \"nine\"\nlives = 4\n"
        let (settings, problems) = try loader(explicit: text).load()
        XCTAssertEqual(settings.bank, "/srv/bank")
        XCTAssertEqual(settings.lives, 4)
        XCTAssertEqual(settings.maxLevel, -3, "out of range keeps the default")
        XCTAssertEqual(settings.challengeSeconds, 9)
        XCTAssertEqual(problems.map(\.description), [
            "\(folder)/explicit.toml line 3: audio.max_level_db: must be a number from -60 to 0; ignored",
            "\(folder)/explicit.toml line 4: audio.volum_db: is not a setting educat knows; ignored",
            "\(folder)/explicit.toml line 6: challenge.seconds: must be a whole number from 1 to 600; ignored",
        ])
    }

    func testAPathThatIsNotTextIsReportedAndKeepsTheEarlierLayer() throws {
        let (settings, problems) = try loader(system: "bank = \"/srv/a\"\n", user: "bank = 3\nstore = \"\"\n").load()
        XCTAssertEqual(settings.bank, "/srv/a")
        XCTAssertNil(settings.store)
        XCTAssertEqual(problems.map(\.message), ["must be a path in quotes; ignored", "must be a path in quotes; ignored"])
    }

    func testMissingExplicitFileIsReported() throws {
        var loader = try loader()
        loader.explicitFile = "\(folder)/nowhere.toml"
        let (settings, problems) = loader.load()
        XCTAssertEqual(settings, Settings())
        XCTAssertEqual(problems.map(\.description), ["\(folder)/nowhere.toml: does not exist; using the other settings"])
    }

    func testBadEnvironmentValueIsReported() throws {
        let (settings, problems) = try loader(environment: ["EDUCAT_CHALLENGE_TIMEOUT_ENDS_GAME": "perhaps",
                                                            "EDUCAT_AUDIO_MUSIC": "off"]).load()
        XCTAssertFalse(settings.timeoutEndsGame)
        XCTAssertFalse(settings.music)
        XCTAssertEqual(problems.map(\.description),
                       ["environment: EDUCAT_CHALLENGE_TIMEOUT_ENDS_GAME: must be true or false; ignored"])
    }
}
