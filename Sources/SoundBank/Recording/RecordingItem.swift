import AudioEngine
import Lessons

/// One thing `bank record` asks to be said: an item of a subject, a clip of a group, a syllable word, or a clip of
/// help, the challenge help, the games or a registered kind (memory's cards, a phrase word, the timer, a story page…).
public struct RecordingItem: Sendable {
    /// What it is in the bank, which says where its override is written in the manifest.
    public enum Kind: Sendable {
        /// An item of a subject (`alphabet.b`).
        case item(Subject, BankItem)
        /// The clip at `index` (from 0) of a group (`praise.2`).
        case group(String, index: Int)
        /// A syllable word: the whole word, then its syllables.
        case word(SyllableWord)
        /// The entry of `array` in `[table]` whose `field` is `key`: a registered kind's (a memory card
        /// `memory.animals.1`, a rhyme word `{ word = "gat", … }`, written `withText` false when its entries have no `text`).
        case entry(table: String, array: String, key: String, field: String = "key", withText: Bool = true)
        /// The clip `key = { … }` of `[table]`: a screen's help (`help.main`), a game's voice (`games.celebration`),
        /// the timer's milestones, a registered kind's single clips.
        case value(table: String, key: String)
        /// The entry of the array of tables `[[path]]` whose `field` is `key`, given `values` and the take's clip; what
        /// else it says stays (a timer activity `timer.activity.menjar`, its `emoji` and fixed `gain`; a phrase word, its
        /// picture, followers and question form).
        case fields(of: String, where: String, is: String, values: [(String, String)])
        /// Written by the kind itself into the manifest's editor, given the take's clip file and text: an entry said in
        /// one of several languages (a story's page, `stories.pruna.ca.3`).
        case edited(@Sendable (inout ManifestEditor, _ clip: String, _ text: String) throws -> Void)
    }

    /// Its clip name, as `bank list` shows it (`alphabet.b`, `praise.2`, `words.casa`, `help.main`).
    public var name: String
    /// What it is.
    public var kind: Kind
    /// What to say: the text the manifest gives the clip it replaces (`be` for the letter b).
    public var text: String
    /// What the screen shows big (`B b`, the word).
    public var shown: String
    /// The picture that goes with it, for a word or a timer activity.
    public var emoji: String?
    /// The clip it replaces.
    public var current: ClipRef
    /// The file the take is stored in, relative to the bank folder (`alphabet/b.flac`, `memory/animals/gat.flac`).
    public var file: String
    /// The section `--items` names it by (`alphabet`, `praise`, `stories`, `challenge_help`, `rhymes`).
    public var section: String

    /// Every item of `bank` that `selection` names, in listing order: sections (`alphabet`, `praise`, `help`, `memory`…),
    /// parts of one (`memory.animals`, `timer.activity`) and clip names (`alphabet.b`, `words.casa`, `praise.2`), or all of
    /// them when `selection` is empty; throws naming what matches nothing, with what it most looks like.
    public static func plan(_ bank: Bank, selecting selection: [String]) throws(RecordingPlanError) -> [RecordingItem] {
        let all = everything(in: bank)
        guard !selection.isEmpty else { return all }
        let sections = all.map(\.section).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var chosen: [RecordingItem] = []
        for wanted in selection {
            // A section is its own items (`help`, not the challenge help's `help.challenge.*`); another name picks
            // the clips it names or starts (`memory.animals`, `help.challenge`).
            let matching = all.filter { item in
                sections.contains(wanted) ? item.section == wanted : item.name == wanted || item.name.hasPrefix(wanted + ".")
            }
            guard !matching.isEmpty else {
                let unrecordable = bank.clips.first { $0.name == wanted || $0.name.hasPrefix(wanted + ".") }
                throw RecordingPlanError(name: wanted, sections: sections, unrecordable: unrecordable?.name,
                                         suggestion: Spelling.closest(to: wanted, among: sections + all.map(\.name)))
            }
            chosen += matching.filter { item in !chosen.contains { $0.name == item.name } }
        }
        return chosen
    }

    /// The file a clip named `name` (`alphabet.b`, `words.casa.2`) is stored in, relative to the bank folder.
    public static func relativePath(for name: String) -> String {
        let parts = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.map(fileName).joined(separator: "/") + ".flac"
    }

    /// The file of a clip named `name` whose every part is a folder (`stories.pruna.ca.3` → `stories/pruna/ca/3.flac`).
    public static func nestedPath(for name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: false).map(fileName).joined(separator: "/") + ".flac"
    }

    /// A part of a clip's name as a file or folder name that stays where it is put: a key comes from a manifest anyone
    /// can edit, and `../../x` or `/etc/x` must not place a take outside the bank's folder.
    /// Escaped as a URL's path is (`%`, `/` and a leading `.`), so two names never share a file.
    private static func fileName(_ part: Substring) -> String {
        let name = part.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
        return name.isEmpty ? "%" : name.hasPrefix(".") ? "%2E" + name.dropFirst() : name
    }

    /// An item named `name` (in the section its name starts with, unless `section` says), saying `text` (shown as
    /// `shown`) in place of `current`, stored in `file` (by default as `relativePath(for:)` says) and written as `kind`.
    public init(name: String, section: String? = nil, text: String, shown: String? = nil, emoji: String? = nil,
                current: ClipRef, file: String? = nil, kind: Kind) {
        self.name = name
        self.kind = kind
        self.text = text
        self.shown = shown ?? text
        self.emoji = emoji
        self.current = current
        self.file = file ?? Self.relativePath(for: name)
        self.section = section ?? String(name.prefix { $0 != "." })
    }

    private init(_ name: String, _ kind: Kind, text: String, shown: String? = nil, emoji: String? = nil, current: ClipRef,
                 file: String? = nil) {
        self.init(name: name, text: text, shown: shown, emoji: emoji, current: current, file: file, kind: kind)
    }

    /// Every item, in the order `Bank.clips` lists their clips.
    private static func everything(in bank: Bank) -> [RecordingItem] {
        // A clip without a text of its own (a kind's number reusing the numbers' clip) says what another clip of the
        // same file says.
        let texts = Dictionary(bank.clips.compactMap { named in named.clip.text.map { (named.clip.path, $0) } }) { first, _ in first }
        let said = { (clip: ClipRef, otherwise: String) in clip.text ?? texts[clip.path] ?? otherwise }
        var items: [RecordingItem] = []
        for subject in Subject.itemSubjects {
            items += (bank.items[subject] ?? []).map { item in
                RecordingItem(ClipName.item(subject, item.key).rawValue, .item(subject, item), text: said(item.clip, item.key),
                              shown: item.glyphs.joined(separator: " "), current: item.clip)
            }
        }
        for group in bank.groupNames {
            items += bank.groups[group, default: []].enumerated().map { index, clip in
                RecordingItem(ClipName.member(index + 1, of: ClipGroup(rawValue: group)).rawValue, .group(group, index: index),
                              text: said(clip, "\(group) \(index + 1)"), current: clip)
            }
        }
        items += Screen.helpTable.compactMap { screen in
            bank.help[screen].map { clip in
                RecordingItem(ClipName.help(screen).rawValue, .value(table: "help", key: screen.helpID),
                              text: said(clip, screen.helpID), current: clip)
            }
        }
        items += bank.words.map { word in
            let emoji = word.display.replacingOccurrences(of: word.word, with: "").trimmingCharacters(in: .whitespaces)
            return RecordingItem(ClipName.word(word.word).rawValue, .word(word), text: word.word,
                                 emoji: emoji.isEmpty ? nil : emoji, current: word.clip)
        }
        items += sectionItems(bank, listedAfter: .words, said: said)
        items += challengeHelpItems(bank.challengeHelp, said: said)
        items += GameVoice.allCases.compactMap { voice in
            bank.games[voice].map { clip in
                RecordingItem(ClipName.game(voice.rawValue).rawValue, .value(table: "games", key: voice.rawValue),
                              text: said(clip, voice.rawValue), current: clip)
            }
        }
        items += sectionItems(bank, listedAfter: .games, said: said)
        return items + sectionItems(bank, listedAfter: nil, said: said)
    }

    /// The items of the registered kinds' sections listed after `builtIn` (nil: after every built-in one).
    private static func sectionItems(_ bank: Bank, listedAfter builtIn: BuiltInSection?,
                                     said: (ClipRef, String) -> String) -> [RecordingItem] {
        BankActivities.listed(after: builtIn).flatMap { bank.sections[$0.id]?.recordingItems(in: bank.language, saying: said) ?? [] }
    }

    /// The challenge help's opening per subject and words by name, its numbers by key.
    private static func challengeHelpItems(_ help: ChallengeHelpClips?, said: (ClipRef, String) -> String) -> [RecordingItem] {
        guard let help else { return [] }
        let table = "challenge_help"
        func part(_ name: ClipName, _ clip: ClipRef, _ key: String, _ kind: Kind) -> RecordingItem {
            RecordingItem(name: name.rawValue, section: table, text: said(clip, key), current: clip,
                          file: nestedPath(for: name.rawValue), kind: kind)
        }
        var items = Subject.allCases.compactMap { subject in
            help.intro[subject.rawValue].map { part(.challengeIntro(subject), $0, subject.rawValue, .value(table: table + ".intro", key: subject.rawValue)) }
        }
        items += ChallengeHelpWord.allCases.map { word in
            part(word.clipName, help[keyPath: word.clip], word.rawValue, .value(table: table, key: word.rawValue))
        }
        items += help.numbers.map { part(.challengeNumber($0.key), $0.clip, $0.key, .entry(table: table, array: "numbers", key: $0.key)) }
        items += help.lifeNumbers.map {
            part(.challengeLifeNumber($0.key), $0.clip, $0.key, .entry(table: table, array: "life_numbers", key: $0.key))
        }
        return items
    }
}

/// A name given to `bank record` that is neither a section nor a clip it can record.
public struct RecordingPlanError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name given.
    public var name: String
    /// The sections the bank has that can be recorded.
    public var sections: [String]
    /// The first clip of the bank the name does match, when it is one `bank record` cannot record (a story character).
    public var unrecordable: String?
    /// A section or clip the name looks like a misspelling of.
    public var suggestion: String?
    public var description: String {
        if let unrecordable {
            return "'\(name)' names clips bank record cannot record yet (\(unrecordable)…); it records "
                + sections.joined(separator: ", ")
        }
        return "'\(name)' is neither a section nor a clip of the bank" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            + "; sections: \(sections.joined(separator: ", ")) (or a clip name as `bank list` shows it: alphabet.b, "
            + "words.casa, praise.2, help.main, memory.animals.1)"
    }
}
