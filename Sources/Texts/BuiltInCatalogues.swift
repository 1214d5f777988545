import Foundation

/// The shipped catalogues (`sounds/locale/LANG.toml`) as this program was built with them: the screens take a text or
/// a file that is missing from the English one, and the school server, which has no bank and no locale folder beside
/// it, writes its report in any of them.
extension Catalogue {
    /// The languages built in, sorted.
    public static let builtInLanguages = ["ca", "en", "es"]

    /// The English catalogue as built in, which has every text a screen or a report reads.
    public static let builtInEnglish: [String: Entry] = parsed(PackageResources.en_toml, "en")

    /// The built-in catalogue of `language`, completed from English; nil for a language not built in.
    public static func builtIn(_ language: String) -> Catalogue? {
        builtIn[language]
    }

    private static let builtIn: [String: Catalogue] = [
        reference: Catalogue(language: reference, entries: builtInEnglish),
        "ca": Catalogue(language: "ca", entries: builtInEnglish.merging(parsed(PackageResources.ca_toml, "ca")) { $1 }),
        "es": Catalogue(language: "es", entries: builtInEnglish.merging(parsed(PackageResources.es_toml, "es")) { $1 }),
    ]

    /// The entries of a built-in file; none if it were broken, which the catalogue tests rule out.
    private static func parsed(_ bytes: [UInt8], _ language: String) -> [String: Entry] {
        (try? CatalogueText.entries(Data(bytes), path: "\(language).toml (built in)")) ?? [:]
    }
}
