import Foundation
import Texts

/// The language of a report page, among those built in (`Catalogue.builtInLanguages`): the one its address asks for
/// (`?lang=es`, so a link can be shared in it), else the server's (`[server] language`, the school's), else the first
/// the browser accepts (`Accept-Language`), else English.
enum PageLanguage {
    /// The catalogue of the chosen language; throws ``Unknown`` when `asked` names none built in.
    static func texts(asked: String?, configured: String?, accepted: String?) throws(Unknown) -> Catalogue {
        if let asked {
            guard let texts = Catalogue.builtIn(asked) else { throw Unknown(asked: asked) }
            return texts
        }
        let chosen = configured ?? accepted.flatMap(preferred) ?? Catalogue.reference
        return Catalogue.builtIn(chosen) ?? Catalogue.builtIn(Catalogue.reference)!
    }

    /// The first built-in language of an `Accept-Language` header (`ca-ES,ca;q=0.9,en;q=0.5`), by weight and then
    /// order; a language refused (`q=0`) is never it.
    static func preferred(in header: String) -> String? {
        typealias Range = (code: String, weight: Double, index: Int)
        let ranges = header.split(separator: ",").enumerated().compactMap { index, part -> Range? in
            let fields = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let range = fields.first, !range.isEmpty else { return nil }
            let weight = fields.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            // `ca-ES` is Catalan: the catalogues are by language, not region.
            let code = range.split(separator: "-").first.map { $0.lowercased() } ?? ""
            return (code, weight, index)
        }
        return ranges.filter { $0.weight > 0 && Catalogue.builtInLanguages.contains($0.code) }
            .min { ($1.weight, $0.index) < ($0.weight, $1.index) }?.code
    }

    /// A `lang` the server has no catalogue of.
    struct Unknown: Error, CustomStringConvertible {
        let asked: String

        var description: String {
            "lang=\(asked.prefix(20)) is no language of the report: it is written in "
                + Catalogue.builtInLanguages.joined(separator: ", ")
        }
    }
}
