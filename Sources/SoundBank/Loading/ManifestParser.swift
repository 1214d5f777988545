import AudioEngine
import Foundation
import Lessons
import TOMLGuard
import TOMLKit

/// Turns one manifest file into a bank (before layering) and the problems found in it.
public enum ManifestParser {
    /// The keys that say how a section's lists lie over the fallback's.
    public static let layeringKeys = ["replace", "remove"]
    static let topKeys = ["language", "name", "fallback", "collection"] + layeringKeys
        + ["items", "groups", "help", "words", "sounds", "cues", "games", "challenge_help"]
    /// The keys of an item of a keyed list (`{ key = "3", clip = "numbers/3.ogg" }`), read by `item`.
    public static let itemKeys = ["key", "glyphs", "clip", "text", "gain"]
    static let wordKeys = ["word", "syllables", "count", "display", "picture", "clip", "gain", "syllable_clips", "paced",
                           "gcompris"]
    /// The game answers a syllable count with the digit keys 1–5.
    static let syllableCounts = 1...5
    /// The shipped manifests are tens of KiB; a file far bigger is not a manifest, and is not read whole into memory.
    static let maxManifestBytes = 16 << 20

    /// The bank, the problems found, and the checks of whole lists to run on an overlay once it is layered over its
    /// fallback (a bank of its own has them run here).
    static func parse(folder: String) -> (Bank?, [BankProblem], checkLayered: (Bank) -> [BankProblem]) {
        let (bank, problems, context) = read(folder: folder)
        guard let bank, let context else { return (bank, problems, { _ in [] }) }
        guard context.isOverlay else {
            _ = context.wholeListProblems(of: bank)
            return (bank, context.problems, { _ in [] })
        }
        return (bank, context.problems, context.wholeListProblems)
    }

    private static func read(folder: String) -> (Bank?, [BankProblem], ManifestContext?) {
        let file = folder + "/" + Bank.manifestName
        do {
            let size = try FileCheck.regularFileSize(at: file)
            guard size <= maxManifestBytes else {
                return (nil, [BankProblem(.error, .unreadableFile, file: file,
                                          "is \(size) bytes; a manifest is text of at most \(maxManifestBytes >> 20) MiB")], nil)
            }
        } catch .missing {
            return (nil, [BankProblem(.error, .missingFile, file: file, "no manifest here: a bank folder needs a \(Bank.manifestName)")], nil)
        } catch {
            return (nil, [BankProblem(.error, error.isMissing ? .missingFile : .unreadableFile, file: file,
                                      error.description(wanted: "a manifest"))], nil)
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            return (nil, [BankProblem(.error, .unreadableFile, file: file, "cannot be read")], nil)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return (nil, [BankProblem(.error, .unreadableFile, file: file, "is not UTF-8 text")], nil)
        }
        let document: TOMLDocument
        do {
            document = try TOMLDocument(text)
        } catch let error as TOMLSyntaxError {
            return (nil, [BankProblem(.error, .syntax, file: file, line: error.line, "TOML syntax error: \(error)")], nil)
        } catch let error as TOMLParseError {
            // toml++ rejects a key given twice while parsing; it is still a duplicate key to the bank's author.
            let kind: BankProblem.Kind = error.description.contains("cannot redefine") ? .duplicateKey : .syntax
            return (nil, [BankProblem(.error, kind, file: file, line: error.source.begin.line, "TOML syntax error: \(error.description)")], nil)
        } catch {
            return (nil, [BankProblem(.error, .syntax, file: file, "TOML syntax error: \(error)")], nil)
        }
        let context = ManifestContext(file: file, folder: folder, text: text, document: document)
        let bank = decode(TableReader(document.table, at: ManifestPath(), in: context, known: BankActivities.topKeys(topKeys)),
                          folder: folder)
        return (bank, context.problems, context)
    }

    private static func decode(_ top: TableReader, folder: String) -> Bank {
        let fallback = fallbackFolder(top, folder: folder)
        top.context.isOverlay = fallback != nil
        top.context.collection = folderPath(top, "collection", folder: folder, purpose: "the collection whose clips this bank uses")
        var language = top.string("language", required: true) ?? ""
        if !language.isEmpty && !LanguageCode.isValid(language) {
            top.report(.invalidValue, at: "language", "'\(language.debugDescription.dropFirst().dropLast())' is no language code: "
                       + "write two or three small letters, with a region if needed (ca, es, en, pt_BR)")
            language = ""
        }
        var bank = Bank(language: language, name: top.string("name") ?? "", folder: folder, fallback: fallback)
        top.context.language = bank.language
        layering(top, lists: ["words"] + BankActivities.topLists, into: &bank)
        if let items = top.table("items", known: Subject.itemSubjects.map(\.rawValue) + layeringKeys) {
            layering(items, lists: Subject.itemSubjects.map(\.rawValue), into: &bank)
            for subject in Subject.itemSubjects {
                if let entries = items.tables(subject.rawValue, known: itemKeys, name: "key") {
                    bank.items[subject] = unique(entries.compactMap(item), named: \.key, in: items, at: subject.rawValue)
                }
            }
        }
        if let groups = top.table("groups", known: nil) {
            for name in groups.keys {
                guard let entries = groups.tables(name, known: TableReader.clipKeys + ["key"]) else { continue }
                bank.groups[name] = entries.compactMap { $0.clipRef() }
                let keyed = entries.compactMap { entry in
                    entry.string("key").flatMap { key in entry.clipRef().map { KeyedClip(key: key, clip: $0) } }
                }
                if keyed.count == entries.count, top.context.isOverlay {
                    bank.layeringRequest.keyedGroups[name] = keyed
                } else if !keyed.isEmpty {
                    groups.report(.invalidValue, at: name, "gives `key` to some entries and not to others: give every entry its "
                                  + "place in the fallback's group (key = \"2\") to override those members, or none to replace the group whole")
                }
            }
        }
        let helpScreens = Screen.helpTable
        if let help = top.table("help", known: helpScreens.map(\.helpID)) {
            for screen in helpScreens {
                bank.help[screen] = help.clip(screen.helpID)
            }
        }
        if let words = top.tables("words", known: wordKeys, name: "word") {
            bank.words = unique(words.compactMap(word), named: \.word, in: top, at: "words")
        }
        decodeSections(top, listedAfter: .words, into: &bank)
        if let sounds = top.table("sounds", known: ["clap", "music"]) {
            bank.clap = sounds.clip("clap")
            bank.music = sounds.table("music", known: TableReader.clipKeys + ["loop_start", "loop_end"]).flatMap(music)
        }
        if let cues = top.table("cues", known: CueEvent.allCases.map(\.rawValue)) {
            for event in CueEvent.allCases {
                if let value = cues.table[event.rawValue] {
                    bank.cues[event] = CueParser.parse(value, at: event.rawValue, in: cues)
                }
            }
        }
        decodeGames(top, into: &bank)
        decodeSections(top, listedAfter: .games, into: &bank)
        decodeSections(top, listedAfter: nil, into: &bank)
        bank.layeringRequest.source = top.context.source
        decodeChallengeHelp(top, into: &bank)
        return bank
    }

    /// Reads the sections of the registered kinds listed after `builtIn` into `bank`, each as its kind says.
    static func decodeSections(_ top: TableReader, listedAfter builtIn: BuiltInSection?, into bank: inout Bank) {
        for kind in BankActivities.listed(after: builtIn) {
            if kind.sectionIsList {
                if top.has(kind.sectionKey) { bank.sections[kind.id] = kind.section(from: top) }
                continue
            }
            let layered = kind.layeredLists
            let known = kind.reportsUnknownKeys ? nil : kind.sectionKeys + (layered.isEmpty ? [] : layeringKeys)
            guard let section = top.table(kind.sectionKey, known: known) else { continue }
            if !layered.isEmpty { layering(section, lists: layered, into: &bank) }
            bank.sections[kind.id] = kind.section(from: section)
        }
    }

    /// Reads `replace` and `remove` of `section`, which holds `lists`, into the bank's request to its fallback.
    static func layering(_ section: TableReader, lists: [String], into bank: inout Bank) {
        let prefix = section.path.steps.isEmpty ? "" : section.path.description + "."
        if let value = section.table["replace"] {
            let names = value.bool.map { $0 ? lists : [] } ?? value.array?.compactMap(\.string)
            if let names, value.array.map({ $0.count == names.count }) ?? true {
                for name in names where !lists.contains(name) {
                    section.report(.invalidValue, at: "replace", "names '\(name)', which is not a list here; this section's lists: "
                                   + lists.joined(separator: ", "))
                }
                bank.layeringRequest.replaced.formUnion(names.filter(lists.contains).map { prefix + $0 })
            } else {
                section.report(.wrongType, at: "replace", "must be true (every list given here replaces the fallback's whole) "
                               + "or a list of the lists that do, e.g. [\"\(lists[0])\"], not \(value.type)")
            }
        }
        if let remove = section.table("remove", known: lists) {
            for list in lists { bank.layeringRequest.removed[prefix + list] = remove.strings(list) }
        }
        if !section.context.isOverlay {
            for key in layeringKeys where section.table[key] != nil {
                section.report(.invalidValue, severity: .warning, at: key, "has no effect: this bank names no fallback to layer over")
            }
        }
    }

    /// The folder named at `key`, relative to the bank's `folder` unless absolute; an empty name is reported, not taken
    /// for the bank's own folder.
    /// The fallback's folder: an installed bank's, by its name (`ca`, see `BankLocator.candidates`), else a path from
    /// this bank's folder; a name found nowhere is an error that says where it was looked for.
    private static func fallbackFolder(_ top: TableReader, folder: String) -> String? {
        guard let name = top.table["fallback"]?.string, BankLocator.isName(name) else {
            return folderPath(top, "fallback", folder: folder, purpose: "the bank to fall back on (e.g. \"../ca\"), or an "
                              + "installed bank by its name (e.g. \"ca\")")
        }
        if let found = BankLocator.folder(ofBank: name, besides: folder) { return found }
        top.report(.badReference, at: "fallback", "names the bank '\(name)', which is not installed here: looked in "
                   + BankLocator.candidates(forBank: name, besides: folder).joined(separator: ", "))
        return nil
    }

    private static func folderPath(_ top: TableReader, _ key: String, folder: String, purpose: String) -> String? {
        guard let path = top.string(key) else { return nil }
        guard !path.isEmpty else {
            top.report(.invalidValue, at: key, "is empty: name the folder of \(purpose), or leave the key out")
            return nil
        }
        return path.hasPrefix("/") ? path : folder + "/" + path
    }

    /// An item of a keyed list, reporting a missing key or clip; nil then.
    public static func item(_ entry: TableReader) -> BankItem? {
        guard let key = entry.string("key", required: true), let clip = entry.clipRef() else { return nil }
        return BankItem(key: key, glyphs: entry.strings("glyphs") ?? [], clip: clip)
    }

    /// A word; without `syllables` it is split by the language's hyphenation patterns and syllable rules, and its
    /// `count`, when given, is checked against that split.
    private static func word(_ entry: TableReader) -> SyllableWord? {
        let automatic = entry.table["syllables"] == nil
        guard let word = entry.string("word", required: true),
              let syllables = automatic ? automaticSyllables(of: word, entry) : entry.strings("syllables", required: true),
              let count = automatic && entry.table["count"] == nil
                ? syllables.count : entry.int("count", in: syllableCounts, unit: "syllables", required: true),
              let clip = entry.string("clip", required: true) else { return nil }
        let listed = automatic ? "the automatic split gives \(syllables.count) syllables (\(syllables.joined(separator: "·"))): "
            + "write syllables = [...] to correct it" : "\(syllables.count) syllables are listed (\(syllables.joined(separator: "-")))"
        if count != syllables.count {
            entry.report(.syllableCount, at: "count", "says \(count) but \(listed)")
        }
        if !syllableCounts.contains(syllables.count) {
            entry.report(.invalidValue, at: automatic ? "word" : "syllables", "a word needs 1 to 5 syllables (the answer keys 1–5), "
                         + (automatic ? "and '\(word)' has \(syllables.count) (\(syllables.joined(separator: "·")), split automatically): "
                            + "choose a shorter word, or write its syllables" : "not \(syllables.count)"))
        }
        let syllableClips = entry.strings("syllable_clips") ?? []
        if entry.table["syllable_clips"] == nil && entry.table["paced"] == nil && syllables.count > 1 {
            entry.report(.syllableCut, severity: .warning, at: "clip", "has no syllable_clips (nor paced): the lesson cuts this "
                         + "recording into its \(syllables.count) syllables automatically, at its quietest points; give one clip "
                         + "per syllable to be sure of them")
        }
        if !syllableClips.isEmpty && syllableClips.count != syllables.count {
            entry.report(.invalidValue, at: "syllable_clips",
                         "lists \(syllableClips.count) clips for \(syllables.count) syllables: give one per syllable, or none")
        }
        return SyllableWord(word: word, syllables: syllables, count: count,
                            display: entry.string("display") ?? word, picture: entry.pictureFile("picture"),
                            clip: entry.clipFile(clip, at: "clip", text: word),
                            syllableClips: zip(syllableClips, syllables).map { entry.clipFile($0, at: "syllable_clips", text: $1) },
                            paced: entry.string("paced").map { entry.clipFile($0, at: "paced") },
                            automaticSyllables: automatic, gcompris: gcomprisName(entry))
    }

    /// The GCompris word a word names (`bicycle`), a file name in GCompris's `words/` folder: a path (`../…`) would
    /// have `import-gcompris` reference a file outside the voices it imports, so it is reported and left out.
    private static func gcomprisName(_ entry: TableReader) -> String? {
        guard let name = entry.string("gcompris") else { return nil }
        guard let first = name.first, isLetterOrDigit(first),
              name.dropFirst().allSatisfy({ isLetterOrDigit($0) || "_-. ".contains($0) }), !name.contains("..") else {
            entry.report(.invalidValue, at: "gcompris", "must name a GCompris word, e.g. \"bicycle\" (letters, digits, "
                         + "spaces, '_', '-', '.'), not a path")
            return nil
        }
        return name
    }

    /// Whether `character` is a letter or a digit of any script, by its first scalar, as `\p{L}` and `\p{N}` match a
    /// character: a regular expression here was parsed again for every word, the parse's longest step.
    private static func isLetterOrDigit(_ character: Character) -> Bool {
        switch character.unicodeScalars.first?.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber, .letterNumber,
             .otherNumber: true
        default: false
        }
    }

    /// `word` split by the bank language's syllabifier, or nil (reported) when the language has no hyphenation patterns.
    private static func automaticSyllables(of word: String, _ entry: TableReader) -> [String]? {
        switch entry.context.syllabifier() {
        case .success(let syllabifier): return syllabifier.syllables(of: word)
        case .failure(let missing):
            entry.report(.missingFile, at: "word", "has no syllables, and there are \(missing)")
            return nil
        }
    }

    /// The music, left out when a loop point is out of range: with it the loop would be played wrong or not at all.
    private static func music(_ table: TableReader) -> MusicTrack? {
        let start = table.int("loop_start", in: ManifestLimits.loopFrames, unit: "frames")
        let end = table.int("loop_end", in: ManifestLimits.loopFrames, unit: "frames")
        guard let clip = table.clipRef(), start != nil || table.table["loop_start"] == nil,
              end != nil || table.table["loop_end"] == nil else { return nil }
        if let end, end <= start ?? 0 {
            table.report(.invalidValue, at: "loop_start", "the loop must end after it starts")
        }
        return MusicTrack(clip: clip, loopStart: start ?? 0, loopEnd: end)
    }

    /// Keeps the first of entries that share a name, reporting the others.
    public static func unique<T>(_ entries: [T], named name: KeyPath<T, String>, in table: TableReader, at key: String) -> [T] {
        var seen: [String: Int] = [:]
        return entries.filter { entry in
            let entryName = entry[keyPath: name]
            seen[entryName, default: 0] += 1
            guard let occurrence = seen[entryName], occurrence > 1 else { return true }
            table.context.report(.duplicateKey, at: table.path.appending(.key(key)).appending(.entry(entryName, occurrence: occurrence)),
                                 "'\(entryName)' is listed more than once; each must be listed once")
            return false
        }
    }
}
