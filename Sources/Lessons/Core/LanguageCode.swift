/// A language code as banks, catalogues and GCompris's locale folders name languages: `ca`, `en`, `pt_BR`, `es-MX`.
public enum LanguageCode {
    /// Whether `code` is one: two or three lowercase letters, then optional parts of 2–8 letters or digits joined by
    /// `_` or `-`. Nothing else is ever used as one, since a language also names a file (`locale/LANG.toml`).
    public static func isValid(_ code: String) -> Bool {
        let parts = code.split(separator: "_", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count),
              first.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count)
                && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
        }
    }
}
