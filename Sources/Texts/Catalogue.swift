/// The texts the screens and the reports show in one language, by key (`screen.numbers`, `game.hits`), as its catalogue
/// file gives them.
///
/// A text may hold placeholders in braces (`{n}`, `{word}`) filled by the screen; a counted text has one form per
/// plural category (`one`, `other`), chosen by the language's rule.
public struct Catalogue: Equatable, Sendable {
    /// One key's text: plain, or one form per plural category.
    public enum Entry: Equatable, Sendable {
        case text(String)
        case plural([String: String])
    }

    /// The language every catalogue is checked against and the last resort for a missing text.
    public static let reference = "en"

    /// The language's code, as banks name it (`ca`, `es`, `en`).
    public let language: String
    /// Every key's entry.
    public let entries: [String: Entry]

    /// A catalogue of `entries` in `language`.
    public init(language: String, entries: [String: Entry]) {
        self.language = language
        self.entries = entries
    }

    /// The text of `key` with its placeholders filled from `values`; the key itself in brackets when the catalogue
    /// lacks it, so a missing text shows where it is missing (the loader has already reported it).
    public func text(_ key: String, _ values: [String: String] = [:]) -> String {
        switch entries[key] {
        case .text(let text)?: Self.fill(text, values)
        case .plural(let forms)?: Self.fill(forms["other"] ?? forms.values.first ?? "", values)
        case nil: "[\(key)]"
        }
    }

    /// The form of `key` for `count` (`1 joc`, `3 jocs`), `{n}` filled with the count and the rest from `values`.
    public func counted(_ key: String, _ count: Int, _ values: [String: String] = [:]) -> String {
        guard case .plural(let forms)? = entries[key] else { return text(key, values.merging(["n": String(count)]) { $1 }) }
        let form = forms[Self.pluralCategory(of: count, in: language)] ?? forms["other"] ?? ""
        return Self.fill(form, values.merging(["n": String(count)]) { $1 })
    }

    /// The CLDR plural category of `count`: Catalan, Spanish and English say `one` for 1 alone; a language whose rule
    /// differs (`few` in Polish, `one` for 0 in French) adds its case here when its catalogue comes.
    static func pluralCategory(of count: Int, in language: String) -> String {
        count == 1 ? "one" : "other"
    }

    private static func fill(_ text: String, _ values: [String: String]) -> String {
        values.reduce(text) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
    }
}
