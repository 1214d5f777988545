import Foundation
import TOMLGuard
import TOMLKit

/// Reads the catalogues: one TOML file per language, `LANG.toml`, in the `locale` folder beside the bank folders.
///
/// English is the reference every other language is compared with: a key another language lacks is one problem (its
/// English text shows meanwhile), a key English lacks another; a missing or broken file is a problem naming the file.
public enum CatalogueFile {
    /// The language every catalogue is checked against and the last resort for a missing text.
    public static let reference = "en"

    /// The catalogues' folder for the bank in `bankFolder`: `locale` beside it (`sounds/ca` → `sounds/locale`), else,
    /// for a bank kept on its own elsewhere, the one beside the bundled bank `bundledBank`.
    public static func folder(forBank bankFolder: String, bundledBank: String) -> String {
        let beside = besideBank(bankFolder)
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: beside, isDirectory: &isFolder) && isFolder.boolValue
            ? beside : besideBank(bundledBank)
    }

    private static func besideBank(_ bankFolder: String) -> String {
        URL(fileURLWithPath: bankFolder).standardizedFileURL.deletingLastPathComponent().appendingPathComponent("locale").path
    }

    /// The languages with a catalogue in `folder`, sorted.
    public static func languages(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".toml") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The catalogue of `language` from `folder`, completed from English where it lacks a key, and what is wrong
    /// with either file, each problem once; never throws, at worst a catalogue that shows key names.
    public static func load(folder: String, language: String) -> (catalogue: Catalogue, problems: [String]) {
        var problems: [String] = []
        let english: [String: Catalogue.Entry]
        do { english = try entries(at: path(folder, reference)) } catch {
            problems.append("\(error)")
            english = [:]
        }
        guard language != reference else { return (Catalogue(language: language, entries: english), problems) }
        let own: [String: Catalogue.Entry]
        do { own = try entries(at: path(folder, language)) } catch {
            problems.append("\(error); the screens show English")
            return (Catalogue(language: reference, entries: english), problems)
        }
        let file = path(folder, language)
        let missing = Set(english.keys).subtracting(own.keys).sorted()
        if !missing.isEmpty {
            problems.append("\(file): lacks \(missing.count) texts English has (\(listed(missing))); they show in English")
        }
        let extra = Set(own.keys).subtracting(english.keys).sorted()
        if !extra.isEmpty, !english.isEmpty {
            problems.append("\(file): has \(extra.count) texts English lacks (\(listed(extra))); no screen shows them")
        }
        return (Catalogue(language: language, entries: english.merging(own) { $1 }), problems)
    }

    /// Every key of the file at `path` with its entry; throws naming the file and what is wrong with it.
    public static func entries(at path: String) throws -> [String: Catalogue.Entry] {
        guard let data = FileManager.default.contents(atPath: path) else { throw CatalogueError(path, "cannot be read") }
        guard let text = String(data: data, encoding: .utf8) else { throw CatalogueError(path, "is not UTF-8 text") }
        let table: TOMLTable
        do { table = try TOMLTable.guarded(text) } catch let error as TOMLParseError {
            throw CatalogueError(path, "line \(error.source.begin.line): \(error.description)")
        } catch let error as TOMLSyntaxError {
            throw CatalogueError(path, "line \(error.line): \(error.message)")
        }
        var entries: [String: Catalogue.Entry] = [:]
        try collect(table, prefix: "", file: path, into: &entries)
        return entries
    }

    /// A table of texts is a group of keys, unless all its keys are plural categories: then it is one counted text.
    private static func collect(_ table: TOMLTable, prefix: String, file: String,
                                into entries: inout [String: Catalogue.Entry]) throws {
        for name in table.keys {
            let key = prefix + name
            if let text = table[name]?.string {
                entries[key] = .text(text)
            } else if let nested = table[name]?.table {
                let forms = nested.keys.compactMap { form in nested[form]?.string.map { (form, $0) } }
                if !nested.keys.isEmpty, forms.count == nested.keys.count, Set(nested.keys).isSubset(of: pluralForms) {
                    guard nested.keys.contains("other") else {
                        throw CatalogueError(file, "\(key) counts but has no `other` form")
                    }
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

    private static func path(_ folder: String, _ language: String) -> String {
        (folder as NSString).appendingPathComponent(language + ".toml")
    }

    private static func listed(_ keys: [String]) -> String {
        keys.prefix(5).joined(separator: ", ") + (keys.count > 5 ? ", …" : "")
    }
}

/// What is wrong with a catalogue file, naming it.
public struct CatalogueError: Error, CustomStringConvertible {
    /// The file's path and the problem.
    public let description: String

    init(_ file: String, _ problem: String) {
        description = "\(file): \(problem)"
    }
}
