/// A subject that keeps a challenge record; raw values match the subject names used everywhere else.
public enum RecordSubject: String, CaseIterable, Sendable, Codable {
    /// Digits 0–9.
    case numbers
    /// The five vowels.
    case vowels
    /// The 26 letters.
    case alphabet
    /// Clapping the syllables of words.
    case syllables
}
