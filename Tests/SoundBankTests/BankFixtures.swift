@testable import Activities
import AudioEngine
import Foundation
import Lessons
import SoundBank
import XCTest

/// Paths of the shipped banks, and throwaway bank folders for the broken-bank tests.
enum BankFixtures {
    static let soundsFolder: String = {
        // The shipped banks have sections of the kinds in Sources/Activities, which the parser knows once registered.
        ActivityList.register()
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("sounds").path
    }()
    static let catalan = soundsFolder + "/ca"
    static let spanish = soundsFolder + "/es"
    static let english = soundsFolder + "/en"

    /// A fresh empty folder, removed when the test ends.
    static func temporaryFolder(_ test: XCTestCase) throws -> String {
        // The banks made in it may have sections of the kinds in Sources/Activities (count-along's `[count]`).
        ActivityList.register()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-bank-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder.path
    }

    /// A small valid bank: two numbers, a praise group, one word (its recording standing in for its two syllables'),
    /// with a manifest that can be edited by `tweak`.
    static func smallBank(_ test: XCTestCase, tweak: (String) -> String = { $0 }) throws -> String {
        let folder = try temporaryFolder(test)
        let manifest = """
            language = "xx"
            name = "test bank"

            [items]
            numbers = [
              { key = "0", clip = "zero.wav", text = "zero" },
              { key = "1", clip = "one.wav", text = "one" },
            ]

            [groups]
            praise = [{ clip = "good.wav", text = "good" }]

            [cues]
            answer_right = "group:praise"

            [[words]]
            word = "casa"
            syllables = ["ca", "sa"]
            count = 2
            display = "🏠 casa"
            clip = "casa.wav"
            syllable_clips = ["casa.wav", "casa.wav"]
            """
        try tweak(manifest).write(toFile: folder + "/bank.toml", atomically: true, encoding: .utf8)
        // Written once and copied: a float WAV's PEAK chunk holds the second it was written, so two writes of the same
        // samples can differ in their bytes, and the level cache keys files by their bytes.
        try SoundFile.write(Signals.voice(seconds: 0.6), to: folder + "/zero.wav")
        for name in ["one", "good", "casa"] {
            try FileManager.default.copyItem(atPath: folder + "/zero.wav", toPath: "\(folder)/\(name).wav")
        }
        return folder
    }
}

extension Bank {
    /// Count-along's `[count]` section, as its kind reads it.
    var countAlong: CountAlongSection? { sections[CountAlong.id] as? CountAlongSection }
    /// Memory's cards of each category in `[memory]`, as its kind reads them.
    var memory: [String: [BankItem]] { Memory.cards(in: sections[Memory.id]) }
}

extension CueEvent {
    /// The games' and challenges' event `name` as a `[cues]` key, as the shared `EventKind` made it before the games
    /// became a registered kind; registering them is what makes it one, so it is always found.
    static func quiz(_ name: QuizEvent.Name) -> CueEvent {
        ActivityList.register()
        return .activity(ActivityCatalog.eventNames.first { $0.name == name.rawValue }!)
    }
}
