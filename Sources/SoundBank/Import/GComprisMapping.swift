import Foundation
import Lessons

/// What one locale folder of the GCompris voices has for each part of a bank, found before anything is written.
struct GComprisMapping {
    /// The keys of each subject found complete, with their files relative to the locale folder.
    private(set) var items: [Subject: [(key: String, file: String)]] = [:]
    /// The groups found, each clip's GCompris name with its file.
    private(set) var groups: [String: [(name: String, file: String)]] = [:]
    /// The spoken help found, by screen, with its file.
    private(set) var help: [(screen: Screen, file: String)] = []
    /// The games' voices found.
    private(set) var games: [(voice: GameVoice, file: String)] = []
    /// The fallback's words, matched to the locale folder's word recordings.
    let words: GComprisWords
    /// The sections left to the fallback, with why when it is not simply absent from GCompris.
    private(set) var fallsBack: [(section: String, reason: String?)] = []

    /// Looks for every file of the layout in `locale`, and for the recordings the words of `fallbackWords` name.
    init(locale: String, fallbackWords: [SyllableWord] = []) {
        let present = { (file: String) in FileManager.default.fileExists(atPath: locale + "/" + file) }
        for subject in Subject.itemSubjects {
            let keys = GComprisLayout.keys(of: subject)
            let missing = keys.filter { !present(GComprisLayout.alphabetFile(for: $0)) }
            if missing.isEmpty {
                items[subject] = keys.map { ($0, GComprisLayout.alphabetFile(for: $0)) }
            } else {
                // The fallback gives a subject's list whole, so a list with gaps would leave those keys silent.
                fallsBack.append((subject.rawValue, missing.count == keys.count ? nil
                    : "\(keys.count - missing.count) of \(keys.count) found, \(missing.joined(separator: " ")) missing"))
            }
        }
        for (group, names) in [("praise", GComprisLayout.praise), ("scold", GComprisLayout.scold),
                               ("congratulations", [GComprisLayout.congratulation])] {
            let found = names.filter { present(GComprisLayout.miscFile($0)) }
            if !found.isEmpty { groups[group] = found.map { ($0, GComprisLayout.miscFile($0)) } }
        }
        help = GComprisLayout.intros.filter { present($0.file) }
        if let congratulation = groups["congratulations"]?.first { games = [(.celebration, congratulation.file)] }
        words = GComprisWords(fallbackWords, locale: locale)
        fallsBack += Bank.standardGroups.filter { groups[$0] == nil }.map { ($0, GComprisLayout.whyAbsent[$0]) }
        fallsBack += [("help", help.isEmpty ? nil : "all but \(help.map { "\(ClipName.help($0.screen))" }.joined(separator: ", "))")]
        fallsBack += [("clap, music", nil), ("cues", nil)]
    }

    /// Clips found per section, in manifest order; empty when the folder has nothing a bank uses.
    var mapped: [(section: String, count: Int)] {
        Subject.itemSubjects.compactMap { subject in items[subject].map { (subject.rawValue, $0.count) } }
            + (Bank.standardGroups + ["congratulations"]).compactMap { group in groups[group].map { (group, $0.count) } }
            + [("help", help.count), ("games", games.count), ("words", words.found.count)].filter { $0.1 > 0 }
    }

    /// Fills `bank` with what was found; `clip` makes the reference to a file of the locale folder with its text.
    func fill(_ bank: inout Bank, clip: (_ file: String, _ text: String?) -> ClipRef) {
        for (subject, entries) in items {
            bank.items[subject] = entries.map { key, file in
                BankItem(key: key, glyphs: subject == .numbers ? [] : [key.uppercased(), key], clip: clip(file, key))
            }
        }
        for (group, entries) in groups {
            bank.groups[group] = entries.map { clip($0.file, GComprisTexts.text(of: $0.name, in: bank.language)) }
        }
        // What an introduction says is GCompris's text, not known here.
        for (screen, file) in help { bank.help[screen] = clip(file, nil) }
        for (voice, file) in games {
            bank.games[voice] = clip(file, GComprisTexts.text(of: GComprisLayout.congratulation, in: bank.language))
        }
        bank.words = words.found.map { word, file in
            var imported = word
            (imported.clip, imported.syllableClips, imported.paced) = (clip(file, word.word), [], nil)
            return imported
        }
    }
}
