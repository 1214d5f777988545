import AudioEngine
import Foundation
import Lessons
import Synchronization
import Texts

/// Reads the catalogues: one TOML file per language, `LANG.toml`, in the `locale` folder beside the bank folders.
///
/// English is the reference every other language is compared with: a key another language lacks is one problem (its
/// English text shows meanwhile), a key English lacks another; a missing or broken file is a problem naming the file.
public enum CatalogueFile {
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
    /// with either file, each problem once; never throws, at worst a catalogue that shows key names. With `reads`, a
    /// file whose text is unchanged since it last read it is not parsed again.
    public static func load(folder: String, language: String,
                            reads: CatalogueReads? = nil) -> (catalogue: Catalogue, problems: [String]) {
        var problems: [String] = []
        // A text the English file lacks, or the whole file when it is missing or broken, comes from the copy built in.
        var english = Catalogue.builtInEnglish
        do { english.merge(try entries(at: path(folder, Catalogue.reference), reads: reads)) { $1 } } catch {
            problems.append("\(error); the screens show the English texts built into educat")
        }
        guard language != Catalogue.reference else {
            return (Catalogue(language: language, entries: english), problems)
        }
        // A language names a file in `folder`: anything but a language code (`../../x`) could name one outside it.
        guard LanguageCode.isValid(language) else {
            return (Catalogue(language: Catalogue.reference, entries: english),
                    problems + ["'\(language.debugDescription.dropFirst().dropLast())' is no language code: the screens are in English"])
        }
        let own: [String: Catalogue.Entry]
        do { own = try entries(at: path(folder, language), reads: reads) } catch {
            problems.append("\(error); the screens show English")
            return (Catalogue(language: Catalogue.reference, entries: english), problems)
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
        // A text with other placeholders than English's would show "{m}" or lose the number it should say.
        let unlike = own.keys.filter { key in english[key].map { placeholders(in: $0) != placeholders(in: own[key]!) } ?? false }
        if !unlike.isEmpty {
            problems.append("\(file): \(unlike.count) texts have other placeholders than English's (\(listed(unlike.sorted())), "
                            + "e.g. \(listed(placeholders(in: english[unlike.sorted()[0]]!).sorted())) in English); "
                            + "they show in English")
        }
        return (Catalogue(language: language, entries: english.merging(own.filter { !unlike.contains($0.key) }) { $1 }),
                problems)
    }

    /// The placeholders (`{n}`) of every form of `entry`.
    private static func placeholders(in entry: Catalogue.Entry) -> Set<String> {
        let texts = switch entry {
        case .text(let text): [text]
        case .plural(let forms): Array(forms.values)
        }
        return Set(texts.flatMap(placeholders(of:)))
    }

    /// The `{name}` placeholders of `text`, a name being lowercase letters and `_`, found in one pass: a regular
    /// expression written here was parsed again for every text, which took a kiosk's start 20 ms of a loaded core.
    private static func placeholders(of text: String) -> [String] {
        var found: [String] = []
        var open: String.Index?
        for index in text.indices {
            switch text[index] {
            case "{": open = index
            case "}":
                if let start = open, text.index(after: start) < index { found.append(String(text[start...index])) }
                open = nil
            case "a"..."z", "_": break
            default: open = nil
            }
        }
        return found
    }

    /// A catalogue is text of at most this many bytes (the shipped ones are under 20 KiB).
    static let largestFile = 1 << 20

    /// Every key of the file at `path` with its entry; throws naming the file and what is wrong with it. Only a regular
    /// file is read, so a named pipe or `/dev/zero` in its place is reported instead of waited on.
    public static func entries(at path: String, reads: CatalogueReads? = nil) throws -> [String: Catalogue.Entry] {
        let size: Int
        do { size = try FileCheck.regularFileSize(at: path) } catch {
            throw CatalogueError(path, error == .missing ? "cannot be read" : error.description(wanted: "a catalogue"))
        }
        guard size <= largestFile else {
            throw CatalogueError(path, "is \(size) bytes; a catalogue is text of at most \(largestFile >> 20) MiB")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw CatalogueError(path, "cannot be read") }
        guard let reads else { return try CatalogueText.entries(data, path: path) }
        return try reads.entries(data, path: path)
    }

    private static func path(_ folder: String, _ language: String) -> String {
        (folder as NSString).appendingPathComponent(language + ".toml")
    }

    private static func listed(_ keys: [String]) -> String {
        keys.prefix(5).joined(separator: ", ") + (keys.count > 5 ? ", …" : "")
    }
}

/// What a long-running program has read of its catalogues: each file's text and what was read of it (its entries, or
/// what is wrong with it), as last read.
///
/// The kiosk reads its texts again at each change of language, and TOMLKit keeps every string and key list it hands
/// out (some 175 KiB for the two files): a key-flooded kiosk grew by several MiB a minute. A file whose text is
/// unchanged is not parsed again, a broken one no more than a good one; a teacher's edit is read at the next change.
public final class CatalogueReads: Sendable {
    private let last = Mutex<[String: (data: Data, read: Result<[String: Catalogue.Entry], CatalogueError>)]>([:])

    /// Nothing read yet.
    public init() {}

    /// The entries of the catalogue `data` read from `path`, parsed only when `data` is not what was last read there.
    func entries(_ data: Data, path: String) throws -> [String: Catalogue.Entry] {
        if let kept = last.withLock({ $0[path] }), kept.data == data { return try kept.read.get() }
        let read: Result<[String: Catalogue.Entry], CatalogueError>
        do { read = .success(try CatalogueText.entries(data, path: path)) } catch let error as CatalogueError {
            read = .failure(error)
        }
        last.withLock { $0[path] = (data, read) }
        return try read.get()
    }
}
