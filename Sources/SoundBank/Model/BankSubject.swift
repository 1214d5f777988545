/// The subjects whose items are single keys (the syllable words are listed apart).
public enum BankSubject: String, CaseIterable, Sendable {
    case numbers, vowels, alphabet
}
