import AudioEngine
import Lessons

/// One thing `bank record` asks to be said: an item of a subject, a clip of a group, or a syllable word.
public struct RecordingItem: Sendable {
    /// What it is in the bank.
    public enum Kind: Sendable {
        /// An item of a subject (`alphabet.b`).
        case item(Subject, BankItem)
        /// The clip at `index` (from 0) of a group (`praise.2`).
        case group(String, index: Int, ClipRef)
        /// A syllable word: the whole word, then its syllables.
        case word(SyllableWord)
    }

    /// Its clip name (`alphabet.b`, `praise.2`, `words.casa`).
    public var name: String
    /// What it is.
    public var kind: Kind
    /// What to say (`be` for the letter b).
    public var text: String
    /// What the screen shows big (`B b`, the word).
    public var shown: String
    /// The picture that goes with it, for a word.
    public var emoji: String?

    /// Every item of `bank` that `selection` names, in listing order: sections (`alphabet`, `words`, `praise`…) and
    /// clip names (`alphabet.b`, `words.casa`, `praise.2`), or all of them when `selection` is empty; throws naming
    /// what matches nothing.
    public static func plan(_ bank: Bank, selecting selection: [String]) throws(RecordingPlanError) -> [RecordingItem] {
        let all = everything(in: bank)
        guard !selection.isEmpty else { return all }
        let sections = Set(all.map(\.section))
        var chosen: [RecordingItem] = []
        for wanted in selection {
            let matching = all.filter { $0.section == wanted || $0.name == wanted }
            guard !matching.isEmpty else {
                throw RecordingPlanError(name: wanted, sections: sections.sorted())
            }
            chosen += matching.filter { item in !chosen.contains { $0.name == item.name } }
        }
        return chosen
    }

    /// The section it belongs to (`alphabet`, `praise`, `words`).
    public var section: String { String(name.prefix { $0 != "." }) }

    private static func everything(in bank: Bank) -> [RecordingItem] {
        var items: [RecordingItem] = []
        for subject in Subject.itemSubjects {
            items += (bank.items[subject] ?? []).map { item in
                RecordingItem(name: ClipName.item(subject, item.key).rawValue, kind: .item(subject, item),
                              text: item.clip.text ?? item.key,
                              shown: item.glyphs.joined(separator: " "))
            }
        }
        for group in bank.groupNames {
            items += bank.groups[group, default: []].enumerated().map { index, clip in
                RecordingItem(name: ClipName.member(index + 1, of: ClipGroup(rawValue: group)).rawValue,
                              kind: .group(group, index: index, clip),
                              text: clip.text ?? "\(group) \(index + 1)", shown: clip.text ?? group)
            }
        }
        items += bank.words.map { word in
            let emoji = word.display.replacingOccurrences(of: word.word, with: "").trimmingCharacters(in: .whitespaces)
            return RecordingItem(name: ClipName.word(word.word).rawValue, kind: .word(word), text: word.word,
                                 shown: word.word,
                                 emoji: emoji.isEmpty ? nil : emoji)
        }
        return items
    }
}

/// A name given to `bank record` that is neither a section nor a clip of the bank.
public struct RecordingPlanError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name given.
    public var name: String
    /// The sections the bank has.
    public var sections: [String]
    public var description: String {
        "'\(name)' is neither a section nor a clip of the bank; sections: \(sections.joined(separator: ", ")) "
            + "(or a clip name such as alphabet.b, words.casa, praise.2)"
    }
}
