import Foundation
import Lessons

/// Turns one locale of a GCompris-voices checkout into a bank that refers to its clips where they are:
/// digits, vowels and letters from `alphabet/`, praise and "congratulations" (with their texts in the bank's language)
/// from `misc/`, the introductions that say what a screen asks from `intro/`, and whole words from `words/` for the
/// fallback's words that name their GCompris word; the rest, "try again" among it, from a fallback bank.
public struct GComprisImport: Sendable {
    /// The checkout's folder (it holds one folder per locale).
    public var source: String
    /// The locale folder to import (`ca`, `pt_BR`), also the bank's language.
    public var language: String
    /// The bank folder to write; created when missing.
    public var output: String
    /// The bank whatever GCompris lacks comes from.
    public var fallback: String
    /// Whether an existing manifest in `output` may be replaced.
    public var overwrite: Bool

    /// An import; without a fallback, the bundled bank of the same language when there is one, else the default bank.
    public init(source: String, language: String, output: String, fallback: String? = nil, overwrite: Bool = false) {
        self.source = source
        self.language = language
        self.output = output
        self.fallback = fallback ?? Self.defaultFallback(for: language)
        self.overwrite = overwrite
    }

    /// The bank beside `defaultBank` named after `language` (`sounds/es` for `es`) when it exists, else `defaultBank`.
    public static func defaultFallback(for language: String, defaultBank: String = BankLocator.defaultBankPath()) -> String {
        let sibling = URL(fileURLWithPath: defaultBank).deletingLastPathComponent().appendingPathComponent(language).path
        return FileManager.default.fileExists(atPath: sibling + "/" + Bank.manifestName) ? sibling : defaultBank
    }

    /// Writes the bank's manifest and tells what was mapped and what falls back.
    public func run() throws -> GComprisImportSummary {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        guard files.fileExists(atPath: source, isDirectory: &isFolder), isFolder.boolValue else {
            throw GComprisImportError.missingSource(source)
        }
        guard LanguageCode.isValid(language) else { throw GComprisImportError.badLanguage(language) }
        let locale = source + "/" + language
        guard files.fileExists(atPath: locale, isDirectory: &isFolder), isFolder.boolValue else {
            throw GComprisImportError.missingLanguage(language, in: source, available: locales())
        }
        guard files.fileExists(atPath: fallback + "/" + Bank.manifestName) else {
            throw GComprisImportError.missingFallback(fallback)
        }
        let mapping = GComprisMapping(locale: locale, fallbackWords: Bank.loadReporting(from: fallback).bank?.words ?? [])
        guard !mapping.mapped.isEmpty else { throw GComprisImportError.nothingToImport(locale) }
        let manifest = output + "/" + Bank.manifestName
        do {
            try files.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw GComprisImportError.cannotWrite(output, reason: error.folderFailure(making: output))
        }
        if !overwrite && files.fileExists(atPath: manifest) { throw GComprisImportError.manifestExists(manifest) }

        let bankFolder = BankLocator.realPath(output)
        let localeFolder = BankLocator.realPath(locale)
        var bank = Bank(language: language, name: "GCompris voices (\(language))", folder: bankFolder)
        mapping.fill(&bank) { file, text in
            ClipRef(relativePath: BankLocator.relativePath(from: bankFolder, to: localeFolder + "/" + file),
                    text: text, manifest: manifest, folder: bankFolder)
        }
        let text = ManifestWriter.text(of: bank, fallback: BankLocator.reference(to: fallback, from: bankFolder),
                                       collection: BankLocator.relativePath(from: bankFolder, to: localeFolder), comment: """
            Written by `educat bank import-gcompris` from \(localeFolder).
            The clips stay in that GCompris-voices checkout (GPL, human recordings); relative paths start from this folder.
            """)
        do {
            try ManifestWriter.save(text, to: manifest)
        } catch {
            throw GComprisImportError.cannotWrite(manifest, reason: error.fileFailure)
        }
        let used = Set(bank.clips.map(\.clip.path)).count
        return GComprisImportSummary(manifest: manifest, source: localeFolder, language: language,
                                     fallback: BankLocator.realPath(fallback), mapped: mapping.mapped, fallsBack: mapping.fallsBack,
                                     unrecordedWords: mapping.words.unrecorded, unnamedWords: mapping.words.unnamed,
                                     misspeltWords: mapping.words.misspelt, unusedFiles: max(0, oggCount(in: locale) - used))
    }

    /// The checkout's locale folders: those with an `alphabet` or `misc` folder.
    private func locales() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: source)) ?? []
        return names.filter { name in
            [GComprisLayout.alphabetFolder, GComprisLayout.miscFolder].contains {
                FileManager.default.fileExists(atPath: source + "/" + name + "/" + $0)
            }
        }.sorted()
    }

    private func oggCount(in folder: String) -> Int {
        let walker = FileManager.default.enumerator(atPath: folder)
        return (walker?.allObjects as? [String] ?? []).filter { $0.lowercased().hasSuffix(".ogg") }.count
    }
}
