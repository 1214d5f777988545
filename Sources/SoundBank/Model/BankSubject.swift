/// The subjects whose items are single keys (the syllable words are listed apart).
public enum BankSubject: String, CaseIterable, Sendable {
    /// The digits 0–9.
    case numbers
    /// The five vowels.
    case vowels
    /// The 26 letters a–z.
    case alphabet
}
