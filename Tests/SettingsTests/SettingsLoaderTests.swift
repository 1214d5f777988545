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
        XCTAssertTrue(problems.isEmpty, "\(problems)")
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
        XCTAssertTrue(problems.isEmpty, "\(problems)")
        XCTAssertEqual(settings.profile, "sys")
        XCTAssertEqual(settings.volume, -1)
        XCTAssertEqual(settings.lives, 5)
        XCTAssertEqual(settings.maxLevel, -6.5)
        XCTAssertEqual(settings.challengeSeconds, 15)
        XCTAssertEqual(settings.idleSeconds, 30)
    }

    func testSyncServerMustBeAnHTTPAddressAndTheServerKeysAreRead() throws {
        let (settings, problems) = try loader(
            user: "[sync]\nserver = \"https://school.example/educat/\"\ntoken = \"abc\"\nbatch_size = 50\n"
                + "[server]\nlisten = \"0.0.0.0:9000\"\nlanguage = \"es\"\n",
            environment: ["EDUCAT_SERVER_DATABASE": "postgres://educat@db/educat"]).load()
        XCTAssertTrue(problems.isEmpty, "\(problems)")
        XCTAssertEqual(settings.syncServer, "https://school.example/educat/")
        XCTAssertEqual(settings.syncToken, "abc")
        XCTAssertEqual(settings.syncBatchSize, 50)
        XCTAssertEqual(settings.serverListen, "0.0.0.0:9000")
        XCTAssertEqual(settings.serverLanguage, "es")
        XCTAssertEqual(settings.serverDatabase, "postgres://educat@db/educat")

        for bad in ["ftp://school.example/", "school.example", "http://"] {
            let (settings, problems) = try loader(user: "[sync]\nserver = \"\(bad)\"\n").load()
            XCTAssertNil(settings.syncServer, bad)
            XCTAssertEqual(problems.count, 1, bad)
            XCTAssertTrue("\(problems)".contains("sync.server"), "\(problems)")
            XCTAssertTrue("\(problems)".contains("http:// or https://"), "\(problems)")
        }
    }

    func testATokenAHeaderCouldBreakOnAndALanguageThatIsAPathAreRefused() throws {
        for bad in [#"abc\r\nX-Forwarded-For: 1.2.3.4"#, "two words", #"\u001b[2J"#, String(repeating: "a", count: 600)] {
            let (settings, problems) = try loader(user: "[sync]\ntoken = \"\(bad)\"\n").load()
            XCTAssertNil(settings.syncToken, bad)
            XCTAssertEqual(problems.map(\.description).filter { $0.contains("sync.token: must be the token") }.count, 1,
                           "\(problems)")
        }
        let empty = try loader(environment: ["EDUCAT_SYNC_TOKEN": " "]).load()
        XCTAssertNil(empty.settings.syncToken)
        XCTAssertTrue("\(empty.problems)".contains("is empty"), "\(empty.problems)")
        XCTAssertEqual(try loader(user: "[sync]\ntoken = \"0f9a2B-_.~+/=\"\n").load().settings.syncToken, "0f9a2B-_.~+/=")

        for bad in ["../../../tmp/evil", "/etc/passwd", "ca.toml", "CA", "e"] {
            let (settings, problems) = try loader(user: "[kiosk]\nlanguage = \"\(bad)\"\n").load()
            XCTAssertNil(settings.language, bad)
            XCTAssertTrue("\(problems)".contains("kiosk.language: must be a language code"), "\(problems)")
        }
        XCTAssertEqual(try loader(environment: ["EDUCAT_KIOSK_LANGUAGE": "pt-BR"]).load().settings.language, "pt-BR")
    }

    func testTheDisplayIsOneOfItsThreeChoices() throws {
        XCTAssertEqual(try loader().load().settings.display, "auto")
        XCTAssertEqual(try loader(user: "[kiosk]\ndisplay = \"window\"\n").load().settings.display, "window")
        XCTAssertEqual(try loader(environment: ["EDUCAT_KIOSK_DISPLAY": "terminal"]).load().settings.display, "terminal")
        for bad in ["Window", "x11", "", "1"] {
            let (settings, problems) = try loader(user: "[kiosk]\ndisplay = \"\(bad)\"\n").load()
            XCTAssertEqual(settings.display, "auto", bad)
            XCTAssertEqual(problems.count, 1, "\(bad): \(problems)")
            XCTAssertTrue("\(problems)".contains("kiosk.display"), "\(problems)")
        }
        let problems = try loader(user: "[kiosk]\ndisplay = \"x11\"\n").load().problems
        XCTAssertTrue("\(problems)".contains(#"must be "auto", "window" or "terminal""#), "\(problems)")
    }

    func testAnUnknownKeyIsNamedEscapedAndCutShort() throws {
        let key = #"\u001b]0;pwned\u0007\u001b[2J"# + String(repeating: "k", count: 10_000)
        let problems = try loader(user: "[kiosk]\n\"\(key)\" = 1\n").load().problems.map(\.description)
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems[0].contains(#"kiosk.\u{1B}]0;pwned\u{7}\u{1B}[2Jkkk"#), problems[0])
        XCTAssertTrue(problems[0].hasSuffix("…: is not a setting educat knows; ignored"), problems[0])
        XCTAssertLessThan(problems[0].count, 300)
    }

    func testEachValueSetByAFileOrTheEnvironmentIsExplicitAndNamesWhereItCameFrom() throws {
        let loader = try loader(user: "[audio]\nmusic = false\nvolume_limit_db = -9\nduck_db = 5\n",
                                environment: ["EDUCAT_PROFILE": "Ona"])
        let (settings, _) = loader.load()
        XCTAssertEqual(settings.volumeLimit, -9)
        XCTAssertEqual(settings.setBy["audio.music"], loader.userFile)
        XCTAssertEqual(settings.setBy["profile"], "environment EDUCAT_PROFILE")
        XCTAssertTrue(settings.isExplicit("audio.volume_limit_db"))
        XCTAssertFalse(settings.isExplicit("audio.duck_db"), "a value refused keeps its default, which is not explicit")
        XCTAssertFalse(settings.isExplicit("kiosk.language"), "a value no layer sets is not explicit")
        XCTAssertFalse(try self.loader(user: "[audio]\nvolume_limit_db = 3\n").load().settings.isExplicit("audio.volume_limit_db"),
                       "the limit of + is at most 0 dB")
    }

    func testSinkIsANameFromTheFileOrTheEnvironment() throws {
        XCTAssertNil(try loader().load().settings.sink)
        let (fromFile, problems) = try loader(user: "[audio]\nsink = \"usb_speaker\"\n").load()
        XCTAssertTrue(problems.isEmpty, "\(problems)")
        XCTAssertEqual(fromFile.sink, "usb_speaker")
        let fromEnvironment = try loader(user: "[audio]\nsink = \"usb_speaker\"\n",
                                         environment: ["EDUCAT_AUDIO_SINK": "hdmi"]).load().settings
        XCTAssertEqual(fromEnvironment.sink, "hdmi")
        let (unquoted, complaints) = try loader(user: "[audio]\nsink = 3\n").load()
        XCTAssertNil(unquoted.sink)
        XCTAssertTrue(complaints.first?.description.contains("must be a name in quotes") ?? false, "\(complaints)")
    }

    func testSyntaxErrorNamesFileAndLineAndKeepsEveryValueThatCanStillBeRead() throws {
        let (settings, problems) = try loader(user: "[audio]\nmax_level_db = -6\nvolume_db = = 3\n").load()
        XCTAssertEqual(settings.maxLevel, -6, "the room's cap outlives a typo on another line")
        XCTAssertEqual(settings.volume, 0)
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(problems.first?.line, 3)
        XCTAssertTrue(problems.first?.source.hasSuffix(".config/educat/config.toml") ?? false)
        XCTAssertTrue(problems.first?.message.hasSuffix("this line is ignored, the rest of the file is read") ?? false,
                      problems.first?.message ?? "")
    }

    func testTheScreensLanguageFollowsTheBankUnlessTheKioskSectionNamesOne() throws {
        XCTAssertNil(try loader(system: "[kiosk]\nidle_seconds = 30\n").load().settings.language)
        let (settings, problems) = try loader(system: "[kiosk]\nlanguage = \"es\"\n").load()
        XCTAssertEqual(settings.language, "es")
        XCTAssertTrue(problems.isEmpty, "\(problems)")
    }

    func testAnUnclosedStringKeepsTheKeysBeforeAndAfterIt() throws {
        let text = "profile = \"Ona\"\n[audio]\nmax_level_db = -12\n[kiosk]\noperator_chord = \"ctrl-o\n"
            + "idle_seconds = 30\n[challenge]\nlives = 4\n"
        let (settings, problems) = try loader(system: text).load()
        XCTAssertEqual(settings.profile, "Ona")
        XCTAssertEqual(settings.maxLevel, -12)
        XCTAssertEqual(settings.idleSeconds, 30)
        XCTAssertEqual(settings.lives, 4)
        XCTAssertEqual(settings.operatorChord, Settings().operatorChord)
        XCTAssertEqual(problems.map(\.line), [5])
    }

    func testACapThatCannotBeReadBecomesTheConservativeCapAndIsReported() throws {
        for text in ["[audio]\nmax_level_db = -2 dB\n", "[audio\nmax_level_db = -2\n", "audio.max_level_db = \"-2\n",
                     "[audio]\nmax_level_db = [-2\nvolume_db = 1\n"] {
            let (settings, problems) = try loader(user: text).load()
            XCTAssertEqual(settings.maxLevel, -12, text)
            XCTAssertTrue(problems.contains { $0.key == "audio.max_level_db" && $0.message.contains("-12 dB") }, "\(problems)")
        }
        // A stricter cap from an earlier layer stays; the conservative cap only ever lowers it.
        let (settings, _) = try loader(system: "[audio]\nmax_level_db = -20\n", user: "[audio]\nmax_level_db = = -2\n").load()
        XCTAssertEqual(settings.maxLevel, -20)
        // A later layer that reads well sets it as usual.
        let (later, _) = try loader(user: "[audio]\nmax_level_db = 'x\n", explicit: "[audio]\nmax_level_db = -6\n").load()
        XCTAssertEqual(later.maxLevel, -6)
    }

    func testADirectoryOrABinaryFileAsConfigSaysWhatIsWrong() throws {
        var folderLoader = try loader()
        folderLoader.explicitFile = folder
        let (_, folderProblems) = folderLoader.load()
        XCTAssertEqual(folderProblems.map(\.description), ["\(folder): is a folder, not a configuration file; ignored"])

        let binary = "\(folder)/binary.toml"
        try Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0xFF, 0xFE, 0x0A, 0x00, 0x00]).write(to: URL(fileURLWithPath: binary))
        var binaryLoader = try loader()
        binaryLoader.explicitFile = binary
        let (settings, problems) = binaryLoader.load()
        XCTAssertEqual(settings, Settings())
        XCTAssertFalse(problems.isEmpty)
        for problem in problems { XCTAssertFalse(problem.description.contains("NSCocoaErrorDomain"), problem.description) }
        XCTAssertTrue(problems.first?.description.contains("is not text") ?? false, "\(problems)")

        // One stray byte in a comment (a Latin-1 accent) costs only its own line.
        let latin = "\(folder)/latin.toml"
        try Data("# volum m\u{E0}xim\n[audio]\nmax_level_db = -9\n".utf8.map { $0 == 0xC3 ? 0xE0 : $0 }.filter { $0 != 0xA0 })
            .write(to: URL(fileURLWithPath: latin))
        var latinLoader = try loader()
        latinLoader.explicitFile = latin
        XCTAssertEqual(latinLoader.load().settings.maxLevel, -9)
    }

    func testABrokenSymbolicLinkAsConfigIsReportedNotTakenForAMissingFile() throws {
        let link = "\(folder)/loop.toml"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: link)
        var loader = try loader()
        loader.explicitFile = link
        let (settings, problems) = loader.load()
        XCTAssertEqual(problems.first?.description, "\(link): cannot be read (too many levels of symbolic links); ignored")
        XCTAssertEqual(settings.maxLevel, SettingsLoader.conservativeCap, "it may have held the room's cap")
    }

    func testEmptyBlankAndNonNumericEnvironmentValuesAreNamedForWhatTheyAre() throws {
        let (settings, problems) = try loader(environment: [
            "EDUCAT_BANK": "", "EDUCAT_PROFILE": "  ", "EDUCAT_AUDIO_VOLUME_DB": "nan", "EDUCAT_AUDIO_DUCK_DB": " -9 ",
            "EDUCAT_CHALLENGE_LIVES": "inf", "EDUCAT_AUDIO_LATENCY_MS": "",
        ]).load()
        XCTAssertEqual(settings.duckDepth, -9, "spaces around a number are no error")
        XCTAssertEqual(Set(problems.map(\.description)), [
            "environment: EDUCAT_BANK: is empty; ignored",
            "environment: EDUCAT_PROFILE: is empty; ignored",
            "environment: EDUCAT_AUDIO_VOLUME_DB: \"nan\" must be a number from -60 to 12; ignored",
            "environment: EDUCAT_CHALLENGE_LIVES: \"inf\" must be a whole number from 1 to 99; ignored",
            "environment: EDUCAT_AUDIO_LATENCY_MS: is empty; ignored",
        ])
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
        XCTAssertEqual(problems.map(\.message), ["must be a path in quotes; ignored", "is empty; ignored"])
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
                       ["environment: EDUCAT_CHALLENGE_TIMEOUT_ENDS_GAME: \"perhaps\" must be true or false; ignored"])
    }

    /// Lines may end as any editor ends them: `\n`, `\r\n`, or `\r` alone (an old Mac editor's), which is no one line.
    func testAFileWhoseLinesEndInCarriageReturnsIsReadLineByLine() throws {
        for ending in ["\n", "\r\n", "\r"] {
            let text = ["[audio]", "volume_db = -6", "[challenge]", "lives = 5", "seconds = 12", ""].joined(separator: ending)
            let (settings, problems) = try loader(explicit: text).load()
            XCTAssertEqual(problems.map(\.description), [], ending.debugDescription)
            XCTAssertEqual([settings.volume, Double(settings.lives), Double(settings.challengeSeconds)], [-6, 5, 12],
                           ending.debugDescription)
        }
        let broken = try loader(explicit: "[challenge]\rlives = 500\rseconds = 12\r").load()
        XCTAssertEqual(broken.0.challengeSeconds, 12)
        XCTAssertEqual(broken.1.map(\.description), ["\(folder)/explicit.toml line 2: challenge.lives: must be a whole number from 1 to 99; ignored"])
    }

    func testAnUnknownEducatVariableIsNamedAndTheProgramsOwnAreNot() throws {
        let (settings, problems) = try loader(environment: [
            "EDUCAT_KIOSK_IDEL_SECONDS": "5", "EDUCAT_DEBUG": "1", "EDUCAT_VERSION": "0.3.0-1", "EDUCAT_TEST_SINK": "x",
            "EDUCAT_BENCH_SECONDS": "3", "EDUCAT_KIOSK_IDLE_SECONDS": "7", "EDUCATION": "yes", "EDUCAT_\u{1B}[2J": "",
        ]).load()
        XCTAssertEqual(settings.idleSeconds, 7)
        XCTAssertEqual(problems.map(\.description), [
            "environment: EDUCAT_\\u{1B}[2J: is not a setting educat knows; ignored",
            "environment: EDUCAT_KIOSK_IDEL_SECONDS: is not a setting educat knows; ignored",
        ], "in the order of their names, the escape shown, not obeyed")
    }
}
