import AudioEngine
import EducatTestSupport
import Foundation
import XCTest

/// Sessions of every kind rendered with the bundled bank, compared byte for byte with the renders of an earlier
/// build: a refactor that changes no behaviour keeps every sample and every logged event.
///
/// An intended change of sound or log updates the table: run with `EDUCAT_TEST_PRINT_CHECKSUMS=1` and copy what it prints.
final class RenderChecksumTests: XCTestCase {
    /// A scripted session and the checksums of its sound file and event log.
    private struct Golden {
        var name: String
        var music: Bool
        var script: [String]
        var wav: UInt64
        var events: UInt64
    }

    private let sessions: [Golden] = [
        Golden(name: "menus", music: false, script: [
            "0 open main", "0.5 help", "3 key 1", "4 key 1", "5 key 3", "6 key a", "7 back", "8 back", "9 key 7",
        ], wav: 0x1f6eefdfcf8b2ef1, events: 0x2f869c0086ccf24d),
        Golden(name: "numbers-game", music: false, script: [
            "0 open numbers/game", "0.5 ask", "2 right", "4 ask", "5 wrong", "8 repeat", "10 right", "12 help",
        ], wav: 0xd2cd17a97b49859d, events: 0xf92fad37336196bc),
        Golden(name: "vowels-challenge", music: true, script: [
            "0 open vowels/challenge", "0.5 ask", "2 right", "3 ask", "14 ask", "15 wrong", "17 ask", "18 wrong", "20 ask",
        ], wav: 0x247f182b7cfaed29, events: 0x248882b51a76505),
        Golden(name: "syllables-lesson", music: false, script: ["0 open syllables/lesson", "0.5 ask", "8 ask", "16 back"],
               wav: 0xde786b575d401ba1, events: 0x464bb4577670779),
        Golden(name: "syllables-game", music: false, script: [
            "0 open syllables/game", "0.5 ask", "9 wrong", "18 right", "22 ask", "30 right",
        ], wav: 0x643886d153ff57d9, events: 0xa4f078f515fd6451),
        Golden(name: "story-book", music: false, script: [
            "0 open story/book", "6 next", "9 narration", "10 next", "11 language", "12 previous", "13 narration",
            "25 story", "40 end",
        ], wav: 0xf41e58bd2986db21, events: 0x9e71ce97acef0878),
        Golden(name: "story-names", music: false, script: [
            "0 open story/names", "0.5 ask", "2 key 1", "4 key 2", "6 key 3", "8 repeat", "10 key 4", "12 key 5",
            "14 key 6", "16 key 7", "18 key 8", "20 ask", "24 end",
        ], wav: 0x8c0f5e18eeedab8d, events: 0xb1d3df09d6db6f9),
        Golden(name: "memory-won", music: false, script: [
            "0 open memory/animals", "0.5 ask", "11.0 key 1", "12.5 key 2", "15.0 key 1", "16.5 key z", "19.0 key 2",
            "20.5 key v", "23.0 key 3", "24.5 key w", "27.0 key 4", "28.5 key e", "31.0 key q", "32.5 key a",
            "35.0 key r", "36.5 key c", "39.0 key s", "40.5 key x", "43.0 key d", "44.5 key f",
        ], wav: 0x1c2f5bab61236ba5, events: 0x3f941c54e85f1ed9),
        Golden(name: "memory-lost", music: false, script: [
            "0 open memory/animals", "0.5 ask", "11.0 key 1", "12.5 key 2", "15.0 key 2", "16.5 key 3", "19.0 key 3",
            "20.5 key 4",
        ], wav: 0x7151abc328cab9e5, events: 0xd70f5c8d7e887f94),
        Golden(name: "count", music: false, script: [
            "0 open count", "1 key 1", "2 key 2", "3 key 5", "5 key 3", "7 key 4", "8 key 5", "9 key 6", "10 key 7",
            "11 key 8", "12 key 9", "13 key 1", "13.5 key 0",
        ], wav: 0xd6d1f885abe5c04d, events: 0x320ddb9626bc240b),
        // Count-along draws nothing from the seeded random source: the game after it asks what it asked before.
        Golden(name: "count-then-game", music: false, script: [
            "0 open count", "1 key 1", "2 back", "3 open numbers/game", "3.5 ask", "5 right", "6 ask", "8 wrong", "9 ask",
            "11 end",
        ], wav: 0x965ad44734d5c4b1, events: 0x304ee5c7b2ba4bbb),
        Golden(name: "phrase-full", music: false, script: [
            "0 open phrase/full", "1 key 1", "2 key 2", "3 negate", "4 question", "5 ask", "7 next", "8 key 3",
            "9 previous", "10 back", "11 key 0", "12 repeat", "13 back", "14 back",
        ], wav: 0x496c194b7c1f7ac1, events: 0xf9a9cc1180243da9),
        Golden(name: "phrase-quick", music: true, script: [
            "0 open phrase/quick", "1 key 1", "2 key 2", "3 ask", "5 home", "6 key 0",
        ], wav: 0xf6ff5590fe355730, events: 0xb7c53f071de5fd47),
        Golden(name: "timer", music: false, script: [
            "0 open timer", "1 key 1", "1.5 key 2", "2 adjust -100", "2.5 adjust 2", "3 ask", "4 ask", "64 ask",
            "66 ask", "130 end",
        ], wav: 0x443797eb011009d9, events: 0xbaeee6194cff0dcb),
        Golden(name: "alphabet", music: false, script: [
            "0 open alphabet/lesson", "1 key b", "2 key z", "3 back", "4 key 2", "5 ask", "6 right", "8 ask", "9 wrong",
        ], wav: 0x7905cb9d02a33db5, events: 0x26d47003d6051aea),
        Golden(name: "rhymes", music: false, script: [
            "0 open letters", "0.3 key 3", "0.5 ask", "9 wrong", "11 right", "13 ask", "20 repeat", "27 help", "34 back",
        ], wav: 0xf7c50e41b264ac4d, events: 0xccc965e5c9e9816a),
        Golden(name: "numbers-challenge", music: false, script: [
            "0 open numbers/challenge", "0.5 ask", "1 right", "2 ask", "30 ask",
        ], wav: 0x3fde76f1f0dc1e85, events: 0xa93e0ba9fdafeefa),
    ]

    func testEveryKindRendersAsBefore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var table: [String] = []
        for session in sessions {
            // A fresh store each time: a challenge's record depends on the records before it.
            let educat = try EducatBinary(scratch: folder, environment: [
                "EDUCAT_STORE": folder.appendingPathComponent("\(session.name).sqlite").path,
                "XDG_CONFIG_HOME": folder.path,
            ])
            let config = folder.appendingPathComponent("\(session.name).toml")
            try "[audio]\nmusic = \(session.music)\n".write(to: config, atomically: true, encoding: .utf8)
            let script = folder.appendingPathComponent("\(session.name).txt")
            try (session.script.joined(separator: "\n") + "\n").write(to: script, atomically: true, encoding: .utf8)
            let wav = folder.appendingPathComponent("\(session.name).wav")
            let events = folder.appendingPathComponent("\(session.name).jsonl")
            let run = try educat.run(arguments: ["render", script.path, "-o", wav.path, "--events", events.path,
                                                 "--seed", "1", "--config", config.path])
            XCTAssertEqual(run.status, 0, "\(session.name): \(run.errors)")
            // The samples, not the file: libsndfile stamps a float WAV's PEAK chunk with the time of writing.
            let sound = Self.fnv1a(try SoundFile.read(wav.path).samples.withUnsafeBytes { Data($0) })
            let log = Self.fnv1a(try Data(contentsOf: events))
            XCTAssertEqual(sound, session.wav, "\(session.name): the rendered sound changed")
            XCTAssertEqual(log, session.events, "\(session.name): the event log changed")
            table.append("\(session.name): wav: \(Self.hex(sound)), events: \(Self.hex(log))")
        }
        if ProcessInfo.processInfo.environment["EDUCAT_TEST_PRINT_CHECKSUMS"] != nil { print(table.joined(separator: "\n")) }
    }

    /// FNV-1a over every byte: enough to tell two renders apart, and no dependency for a digest.
    private static func fnv1a(_ data: Data) -> UInt64 {
        data.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }

    private static func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16) }
}
