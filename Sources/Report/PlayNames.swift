import Lessons
import Texts

/// What children play, named as a person says it in a catalogue's language (its `[subject]`, `[activity]`, `[item]`
/// and `[measure]` tables): `alphabet/game` is "joc de l'abecedari", the item `numbers.6` "el 6", the measure
/// `rhyme_right` counted once "1 right". What the catalogue does not name (a bank's own memory category, a measure of
/// a newer educat) is shown as stored.
public struct PlayNames: Sendable {
    /// The catalogue the names come from.
    public let texts: Catalogue

    /// Names in `texts`' language.
    public init(_ texts: Catalogue) {
        self.texts = texts
    }

    /// A subject by its stored name (`numbers` → "Numbers").
    public func subject(_ name: String) -> String {
        named("subject." + name) ?? name
    }

    /// An activity by its screen's path (`alphabet/game` → "alphabet game").
    public func activity(_ path: String) -> String {
        // A kind's screens are a table under its name (`[activity.memory]`), so the path's slash is the key's dot.
        named("activity." + path.replacingOccurrences(of: "/", with: ".")) ?? path
    }

    /// The item a question of `subject` asked, by the id its game stored (`numbers.6` → "el 6", `words.casa` →
    /// "casa").
    public func item(_ id: String, in subject: String) -> String {
        guard let known = Subject(rawValue: subject) else { return id }
        let key = ClipName.key(ofItem: id, in: known)
        switch known {
        // Each number has its own text: an article may change with the number's sound (Catalan's "l'1", "el 2").
        case .numbers: return named("item.numbers." + key) ?? key
        case .vowels, .alphabet: return texts.text("item.letter", ["item": key])
        case .syllables: return texts.text("item.word", ["item": key])
        }
    }

    /// The key pressed to answer a question of `subject`: a number or a letter named as its item, a syllables game's
    /// answer as the count it gives ("3 syllables").
    public func answer(_ key: String, in subject: String) -> String {
        guard subject == Subject.syllables.rawValue else { return item(key, in: subject) }
        return Int(key).map { texts.counted("item.syllable_count", $0) } ?? key
    }

    /// A measure of an activity with its count (`items heard`, 12 → "12 items heard").
    public func measure(_ name: String, _ count: Int) -> String {
        // Kinds name their measures in words (`items heard`) or by their event (`rhyme_asked`): either is a key.
        let key = "measure." + name.replacingOccurrences(of: " ", with: "_")
        return texts.entries[key] == nil ? "\(name) \(count)" : texts.counted(key, count)
    }

    private func named(_ key: String) -> String? {
        texts.entries[key] == nil ? nil : texts.text(key)
    }
}
