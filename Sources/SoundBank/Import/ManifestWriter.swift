import Foundation
import Lessons

/// Writes the manifest of an imported bank: header, fallback, collection, items, groups, help, games and words (all an
/// import fills).
enum ManifestWriter {
    /// Replaces the manifest at `path` with `text` at once; a manifest that is a link (to a bank shared between
    /// folders) is written where it points, and the link kept.
    static func save(_ text: String, to path: String) throws {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        try text.write(toFile: target, atomically: true, encoding: .utf8)
    }

    /// The TOML text; clip paths, the fallback and the collection the clips stay in are written as given, relative to
    /// the bank's folder (`relativePath`).
    static func text(of bank: Bank, fallback: String, collection: String, comment: String) -> String {
        var lines = comment.split(separator: "\n").map { "# \($0)" }
        lines += ["language = \(quoted(bank.language))", "name = \(quoted(bank.name))", "fallback = \(quoted(fallback))",
                  "collection = \(quoted(collection))"]
        let subjects = Subject.itemSubjects.filter { bank.items[$0] != nil }
        if !subjects.isEmpty {
            lines += ["", "[items]"]
            for subject in subjects {
                lines.append("\(subject.rawValue) = [")
                lines += bank.items[subject, default: []].map { item in
                    let glyphs = item.glyphs == [item.key] ? "" : "glyphs = [\(item.glyphs.map(quoted).joined(separator: ", "))], "
                    return "  { key = \(quoted(item.key)), \(glyphs)\(clipFields(item.clip)) },"
                }
                lines.append("]")
            }
        }
        if !bank.groupNames.isEmpty {
            lines += ["", "[groups]"]
            for group in bank.groupNames {
                lines.append("\(group) = [")
                lines += bank.groups[group, default: []].map { "  { \(clipFields($0)) }," }
                lines.append("]")
            }
        }
        let help = Screen.helpTable.compactMap { screen in bank.help[screen].map { "\(screen.helpID) = { \(clipFields($0)) }" } }
        if !help.isEmpty { lines += ["", "[help]"] + help }
        let games = GameVoice.allCases.compactMap { voice in bank.games[voice].map { "\(voice.rawValue) = { \(clipFields($0)) }" } }
        if !games.isEmpty { lines += ["", "[games]"] + games }
        for word in bank.words {
            lines += ["", "[[words]]"] + wordLines(word, clip: word.clip.relativePath, syllableClips: word.syllableClips.map(\.relativePath))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The keys of a `[[words]]` table for `word`, with its clips as given.
    static func wordLines(_ word: SyllableWord, clip: String, syllableClips: [String]) -> [String] {
        ["word = \(quoted(word.word))", "syllables = [\(word.syllables.map(quoted).joined(separator: ", "))]",
         "count = \(word.count)", "display = \(quoted(word.display))"]
            + (word.gcompris.map { ["gcompris = \(quoted($0))"] } ?? [])
            + ["clip = \(quoted(clip))"]
            + (syllableClips.isEmpty ? [] : ["syllable_clips = [\(syllableClips.map(quoted).joined(separator: ", "))]"])
    }

    private static func clipFields(_ clip: ClipRef) -> String {
        "clip = \(quoted(clip.relativePath))" + (clip.text.map { ", text = \(quoted($0))" } ?? "")
    }

    /// A TOML basic string: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += String(format: "\\u%04X", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }
}
