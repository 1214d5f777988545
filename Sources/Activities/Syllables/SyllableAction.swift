import Lessons

/// The conductor's reports of a clapped word heard, which reveal it on screen as it sounds: no key or script gives them.
public enum SyllableAction: String, ActivityActions {
    /// Syllable `number` (from 0) of the word has been heard.
    case shown = "syllable_shown"
    /// The word's syllable count has been heard.
    case counted = "count_shown"

    public var isReport: Bool { true }
}
