/// The four eduCAT subjects.
public enum Subject: String, CaseIterable, Sendable, Codable {
    case numbers, vowels, alphabet, syllables

    /// The subjects whose items are single keys, in menu order (a bank lists the syllable words apart).
    public static let itemSubjects: [Subject] = [.numbers, .vowels, .alphabet]

    /// The keys a child may press to answer in this subject (SPEC §2 table).
    public var answerKeys: Set<String> {
        switch self {
        case .numbers: Set((0...9).map(String.init))
        case .vowels: ["a", "e", "i", "o", "u"]
        case .alphabet: Set("abcdefghijklmnopqrstuvwxyz".map(String.init))
        case .syllables: Set((1...5).map(String.init))
        }
    }

    /// Whether the subject shows letters, so the upper/lower case toggle applies.
    public var hasLetters: Bool { self == .vowels || self == .alphabet }
}
