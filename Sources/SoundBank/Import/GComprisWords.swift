import Foundation

/// The fallback's words matched to one locale folder's whole-word recordings (`words/cat.ogg`, English names): those
/// GCompris says in that language, and by name those left to the fallback's voice.
struct GComprisWords {
    /// The words whose named recording the locale folder has, with its file relative to the locale folder.
    private(set) var found: [(word: SyllableWord, file: String)] = []
    /// The words naming a recording the locale folder lacks, as a teacher reads them: `sol (sun)`, or `sun` in English.
    private(set) var unrecorded: [String] = []
    /// The words that name no GCompris recording.
    private(set) var unnamed: [String] = []
    /// `file:line: …` for each name no locale folder of the checkout has recorded, when some have words: likely misspelt,
    /// so it points where it is written.
    private(set) var misspelt: [String] = []

    /// Looks in `locale` (a folder of a GCompris-voices checkout) for the recording each of `words` names.
    init(_ words: [SyllableWord], locale: String) {
        let checkout = (locale as NSString).deletingLastPathComponent
        // A checkout without any words (alphabet and misc only) says nothing about whether a name is right.
        let localesWithWords = ((try? FileManager.default.contentsOfDirectory(atPath: checkout)) ?? [])
            .map { checkout + "/" + $0 }
            .filter { FileManager.default.fileExists(atPath: $0 + "/" + GComprisLayout.wordsFolder) }
        for word in words {
            guard let name = word.gcompris else {
                unnamed.append(word.word)
                continue
            }
            let file = GComprisLayout.wordFile(name)
            if FileManager.default.fileExists(atPath: locale + "/" + file) {
                found.append((word, file))
                continue
            }
            unrecorded.append(word.word == name ? name : "\(word.word) (\(name))")
            if !localesWithWords.isEmpty,
               !localesWithWords.contains(where: { FileManager.default.fileExists(atPath: $0 + "/" + file) }) {
                let manifest = word.clip.manifest
                let line = Self.line(of: name, for: word.word, in: manifest).map { ":\($0)" } ?? ""
                misspelt.append("\(manifest)\(line): words.\(word.word) names the GCompris word '\(name)', which no locale "
                                + "folder of \(checkout) has: is it misspelt?")
            }
        }
    }

    /// The line (from 1) of `manifest` that names the GCompris word `name`, the first after the entry of `word`.
    private static func line(of name: String, for word: String, in manifest: String) -> Int? {
        guard let text = try? String(contentsOfFile: manifest, encoding: .utf8) else { return nil }
        let lines = text.components(separatedBy: "\n")
        let isKey = { (key: String, value: String, line: String) in
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            return parts.count == 2 && parts[0] == key && parts[1].hasPrefix("\"\(value)\"")
        }
        let entry = lines.firstIndex { isKey("word", word, $0) } ?? 0
        return lines[entry...].firstIndex { isKey("gcompris", name, $0) }.map { $0 + 1 }
    }
}
