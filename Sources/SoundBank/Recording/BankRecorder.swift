import AudioEngine
import Foundation

/// Stores processed takes in a bank folder as FLAC and writes them into its manifest as overrides of the fallback's
/// items. An earlier take of the same clip is never lost: it is moved into `.takes/` until the bank checks clean.
public struct BankRecorder {
    /// The folder replaced takes are kept in, inside the bank's folder.
    public static let keptFolder = ".takes"

    /// The bank folder.
    public let folder: String
    /// Whether this recorder created the bank's manifest.
    public let created: Bool

    /// A recorder for the bank in `folder`, creating the folder and a manifest over `fallback` when it has none.
    public init(folder: String, fallback: String, language: String) throws {
        self.folder = folder
        let manifest = folder + "/" + Bank.manifestName
        created = !FileManager.default.fileExists(atPath: manifest)
        guard created else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CannotWrite(path: folder, reason: error.folderFailure(making: folder))
        }
        // By name or relative path, never absolute: the bank is recorded on one machine and played on another.
        try ManifestWriter.save(ManifestEditor.newManifest(language: language, name: "Recordings (\(language))",
                                                           fallback: BankLocator.reference(to: fallback, from: folder)),
                                to: manifest)
    }

    /// Stores `take` as the clip of `item` (a word's whole recording for a word, with `syllables` when given) and
    /// writes it into the manifest as an override of that one item; returns the files written, relative to the bank
    /// folder.
    @discardableResult
    public func store(_ take: ProcessedTake, for item: RecordingItem, syllables: [ProcessedTake] = []) throws -> [String] {
        let clip = item.file
        try write(take, to: clip)
        let syllableClips = syllables.indices.map { RecordingItem.relativePath(for: "\(item.name).\($0 + 1)") }
        for (piece, path) in zip(syllables, syllableClips) { try write(piece, to: path) }
        let manifest = folder + "/" + Bank.manifestName
        var editor = ManifestEditor(text: try String(contentsOfFile: manifest, encoding: .utf8), file: manifest)
        let quoted = ManifestWriter.quoted
        let clipFields = "clip = \(quoted(clip)), text = \(quoted(item.text))"
        switch item.kind {
        case .item(let subject, let entry):
            let glyphs = entry.glyphs == [entry.key] ? "" : "glyphs = [\(entry.glyphs.map(quoted).joined(separator: ", "))], "
            try editor.setEntry(table: "items", array: subject.rawValue, field: "key", value: entry.key,
                                entry: "{ key = \(quoted(entry.key)), \(glyphs)\(clipFields) }")
        case .group(let group, let index):
            // A member is overridden by its place in the fallback's group; a group the bank gives whole (without
            // keys) has the member at that place replaced.
            try editor.setEntry(table: "groups", array: group, field: "key", value: String(index + 1),
                                entry: "{ key = \(quoted(String(index + 1))), \(clipFields) }",
                                unkeyed: (index, "{ \(clipFields) }"))
        case .word(let word):
            // A fixed gain stays; the word's slow take (`paced`) goes with the take it was said after.
            try editor.setTable(array: "words", field: "word", value: word.word,
                                lines: ManifestWriter.wordLines(word, clip: clip, syllableClips: syllableClips)
                                    + (word.clip.gain.map { ["gain = \($0)"] } ?? []))
        case .entry(let table, let array, let key, let field, let withText):
            try editor.setEntry(table: table, array: array, field: field, value: key,
                                entry: "{ \(field) = \(quoted(key)), \(withText ? clipFields : "clip = \(quoted(clip))") }")
        case .value(let table, let key):
            try editor.setValue(table: table, key: key, value: "{ \(clipFields) }")
        case .fields(let path, let field, let key, let values):
            // The bank's own entry keeps what else it says (a fixed `gain`).
            try editor.setValues(inTableOf: path, where: field, is: key,
                                 values: values.map { ($0, quoted($1)) } + [("clip", quoted(clip))])
        case .edited(let edit):
            try edit(&editor, clip, item.text)
        }
        try ManifestWriter.save(editor.text, to: manifest)
        return [clip] + syllableClips
    }

    /// The takes kept aside, relative to the bank folder.
    public var keptTakes: [String] {
        let kept = folder + "/" + Self.keptFolder
        return ((FileManager.default.enumerator(atPath: kept)?.allObjects as? [String]) ?? [])
            .filter { $0.hasSuffix(".flac") }.sorted().map { Self.keptFolder + "/" + $0 }
    }

    /// Lets go of the kept takes, once the bank has checked clean with the new ones.
    public func discardKeptTakes() throws {
        let kept = folder + "/" + Self.keptFolder
        if FileManager.default.fileExists(atPath: kept) { try FileManager.default.removeItem(atPath: kept) }
    }

    /// Writes `take` to `relative`, first moving a file already there into the kept folder under a dated name.
    private func write(_ take: ProcessedTake, to relative: String) throws {
        let path = folder + "/" + relative
        let files = FileManager.default
        let clipFolder = (path as NSString).deletingLastPathComponent
        do {
            try files.createDirectory(atPath: clipFolder, withIntermediateDirectories: true)
        } catch {
            throw CannotWrite(path: clipFolder, reason: error.folderFailure(making: clipFolder))
        }
        if files.fileExists(atPath: path) {
            let stamp = Self.stamp.string(from: Date())
            let kept = folder + "/" + Self.keptFolder + "/" + (relative as NSString).deletingPathExtension + ".\(stamp).flac"
            try files.createDirectory(atPath: (kept as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if files.fileExists(atPath: kept) { try files.removeItem(atPath: kept) }
            try files.moveItem(atPath: path, toPath: kept)
        }
        try SoundFile.write(take.buffer, to: path)
    }

    private static var stamp: DateFormatter {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss.SSS"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter
    }
}
