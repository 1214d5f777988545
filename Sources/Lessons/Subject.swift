/// The four eduCAT subjects.
public enum Subject: String, CaseIterable, Sendable, Codable {
    case numbers, vowels, alphabet, syllables
}
