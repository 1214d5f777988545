import Foundation
import TOMLGuard
import TOMLKit

/// Reads a catalogue's text: TOML whose tables group keys (`[game]` holds `game.hits`) and whose quoted strings are the
/// texts; a table whose keys are all plural categories (`one`, `other`) is one counted text.
public enum CatalogueText {
    /// Every key of the catalogue `data`, read from `path`; throws naming the file and what is wrong with it.
    public static func entries(_ data: Data, path: String) throws -> [String: Catalogue.Entry] {
        guard let text = String(data: data, encoding: .utf8) else { throw CatalogueError(path, "is not UTF-8 text") }
        var entries: [String: Catalogue.Entry] = [:]
        do {
            try TOMLTable.reading(text) { try collect($0, prefix: "", file: path, into: &entries) }
        } catch let error as TOMLParseError {
            throw CatalogueError(path, "line \(error.source.begin.line): \(error.description)")
        } catch let error as TOMLSyntaxError {
            throw CatalogueError(path, "line \(error.line): \(error.message)")
        }
        return entries
    }

    /// A table of texts is a group of keys, unless all its keys are plural categories: then it is one counted text.
    ///
    /// TOMLKit copies every key list and string it hands out and never frees the copies, so each is asked for once: a
    /// catalogue is read whole at every start and, in the kiosk, at a change of language.
    private static func collect(_ table: TOMLTable, prefix: String, file: String,
                                into entries: inout [String: Catalogue.Entry]) throws {
        for name in table.keys {
            let key = prefix + name
            let value = table[name]
            if let text = value?.string {
                try checkShowable(text, key: key, file: file)
                entries[key] = .text(text)
            } else if let nested = value?.table {
                let names = nested.keys
                let forms = !names.isEmpty && Set(names).isSubset(of: pluralForms)
                    ? names.compactMap { form in nested[form]?.string.map { (form, $0) } } : []
                if !names.isEmpty, forms.count == names.count {
                    guard names.contains("other") else {
                        throw CatalogueError(file, "\(key) counts but has no `other` form")
                    }
                    for (form, text) in forms { try checkShowable(text, key: key + "." + form, file: file) }
                    entries[key] = .plural(Dictionary(uniqueKeysWithValues: forms))
                } else {
                    try collect(nested, prefix: key + ".", file: file, into: &entries)
                }
            } else {
                throw CatalogueError(file, "\(key) must be text in quotes or a table of texts")
            }
        }
    }

    private static let pluralForms: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// Throws unless `text` is one line a screen shows as it reads: a control character (an escape sequence, a line
    /// break) would be obeyed by the terminal and break the frame.
    private static func checkShowable(_ text: String, key: String, file: String) throws {
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw CatalogueError(file, "\(key) holds a control character (" + String(format: "U+%04X", control.value)
                                 + "), which a screen cannot show")
        }
    }
}

/// What is wrong with a catalogue file, naming it.
public struct CatalogueError: Error, CustomStringConvertible {
    /// The file's path and the problem.
    public let description: String

    /// The problem `problem` of the catalogue at `file`.
    public init(_ file: String, _ problem: String) {
        description = "\(file): \(problem)"
    }
}
