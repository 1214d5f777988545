import Lessons

/// What the screens offer when no sound bank could be loaded: every digit and letter and a few words,
/// so a kiosk with a broken bank still shows its lessons and games (silently) instead of failing.
public enum FallbackContent {
    /// Items named as the bank names them (`numbers.3`, `vowels.a`, `alphabet.b`), three words, one praise and one scold.
    public static let content: LessonContent = {
        func items(_ subject: Subject, _ keys: String) -> [LessonItem] {
            keys.map { LessonItem(key: String($0), id: ClipName.item(subject, String($0)).rawValue) }
        }
        let words = [("sol", ["sol"], "☀️"), ("casa", ["ca", "sa"], "🏠"), ("pilota", ["pi", "lo", "ta"], "⚽")]
        return LessonContent(
            items: [.numbers: items(.numbers, "0123456789"), .vowels: items(.vowels, "aeiou"),
                    .alphabet: items(.alphabet, "abcdefghijklmnopqrstuvwxyz")],
            words: words.map { SyllableWord(id: ClipName.word($0.0).rawValue, text: $0.0, syllables: $0.1, display: $0.2) },
            praiseClips: 1, scoldClips: 1)
    }()
}
