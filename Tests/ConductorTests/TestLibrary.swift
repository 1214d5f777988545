import AudioEngine
@testable import Conductor
import Lessons

/// A bank held in memory: every clip a tone burst of its own length, so onsets and ends can be measured.
final class TestLibrary: CueLibrary, @unchecked Sendable {
    private var clips: [String: Clip] = [:]
    private var groups: [String: [String]] = [:]
    /// The names looked up with `clip(named:)` that it lacks: what a bank would warn about.
    private(set) var warned: [String] = []

    /// Adds a clip of `seconds` at a steady level.
    func add(_ name: String, seconds: Double, level: Float = 0.2) {
        let frames = AudioFormat.standard.frames(seconds: seconds)
        clips[name] = Clip(name: name, samples: [Float](repeating: level, count: 2 * frames), format: .standard)
    }

    /// Adds a clip of `mono` samples, the same on both channels.
    func add(_ name: String, mono: [Float]) {
        clips[name] = Clip(name: name, samples: mono.flatMap { [$0, $0] }, format: .standard)
    }

    /// Adds a group of clips of `seconds` each.
    func addGroup(_ group: String, count: Int, seconds: Double) {
        groups[group] = (0..<count).map { "\(group).\($0)" }
        for name in groups[group]! { add(name, seconds: seconds) }
    }

    func clip(named name: String) -> Clip? {
        if clips[name] == nil { warned.append(name) }
        return clips[name]
    }

    func optionalClip(named name: String) -> Clip? { clips[name] }
    func group(named name: String) -> [String] { groups[name] ?? [] }

    /// Numbers 0–9, vowels, praise ×4, scold ×3, announcements, a clap, and the words casa (CA-SA) and
    /// ordinador (OR-DI-NA-DOR, long syllables so the count waits for them).
    static func standard() -> (TestLibrary, LessonContent) {
        let library = TestLibrary()
        for n in 0...9 { library.add("numbers.\(n)", seconds: 0.4) }
        for v in ["a", "e", "i", "o", "u"] { library.add("vowels.\(v)", seconds: 0.3) }
        library.addGroup("praise", count: 4, seconds: 0.7)
        library.addGroup("scold", count: 3, seconds: 0.9)
        library.addGroup("game_over", count: 1, seconds: 1.2)
        library.addGroup("new_record", count: 1, seconds: 1.1)
        library.addGroup("help.numbers_game", count: 1, seconds: 1.0)
        library.add("clap", seconds: 0.08, level: 0.3)
        library.add("words.casa", seconds: 0.8)
        library.add("words.casa.1", seconds: 0.35)
        library.add("words.casa.2", seconds: 0.4)
        library.add("words.ordinador", seconds: 1.1)
        for (index, seconds) in [0.5, 0.45, 0.5, 0.6].enumerated() { library.add("words.ordinador.\(index + 1)", seconds: seconds) }
        let content = LessonContent(
            items: [.numbers: (0...9).map { LessonItem(key: "\($0)", id: "numbers.\($0)") },
                    .vowels: ["a", "e", "i", "o", "u"].map { LessonItem(key: $0, id: "vowels.\($0)") }],
            words: [SyllableWord(id: "words.casa", text: "casa", syllables: ["CA", "SA"], display: "🏠"),
                    SyllableWord(id: "words.ordinador", text: "ordinador", syllables: ["OR", "DI", "NA", "DOR"], display: "💻")],
            praiseClips: 4, scoldClips: 3)
        return (library, content)
    }
}

/// Records that keep nothing: a navigator needs a keeper, and no session opens a challenge here.
struct NoRecords: RecordKeeper {
    func best(for subject: Subject) -> Int { 0 }
    func save(subject: Subject, score: Int, ending: Event, at time: Double) throws {}
}
