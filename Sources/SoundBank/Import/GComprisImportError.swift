/// Why a GCompris voices folder could not be turned into a bank.
public enum GComprisImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder given as the voices checkout does not exist.
    case missingSource(String)
    /// The checkout has no folder for the language asked for; lists the locales it does have.
    case missingLanguage(String, in: String, available: [String])
    /// The language asked for is no language code, so it cannot be a bank's language.
    case badLanguage(String)
    /// The locale folder holds none of the clips a bank can use.
    case nothingToImport(String)
    /// The output folder already holds a manifest and overwriting was not asked for.
    case manifestExists(String)
    /// The output folder or its manifest could not be written.
    case cannotWrite(String, reason: String)
    /// The fallback bank named does not exist.
    case missingFallback(String)

    public var description: String {
        switch self {
        case .missingSource(let folder):
            "\(folder) does not exist: give the folder of a GCompris-voices checkout"
        case .missingLanguage(let language, let folder, let available):
            "\(folder) has no '\(language)' folder"
                + (available.isEmpty ? " (and no locale folders at all: is it a GCompris-voices checkout?)"
                                     : "; it has: \(available.joined(separator: ", "))")
        case .badLanguage(let language):
            "'\(language.debugDescription.dropFirst().dropLast())' is no language code: give a locale folder's name "
                + "(ca, es, pt_BR)"
        case .nothingToImport(let folder):
            "\(folder) has none of the clips a bank uses (alphabet/U0030.ogg…, misc/good.ogg…)"
        case .manifestExists(let file):
            "\(file) exists; pass --force to replace it"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason)"
        case .missingFallback(let folder):
            "the fallback bank \(folder) has no \(Bank.manifestName)"
        }
    }
}
