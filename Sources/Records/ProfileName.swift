import Foundation
import GRDB

/// How profile names are matched everywhere, in the store and on the school server: "marta", "Marta" and a "Martà"
/// typed with a combining accent instead of a precomposed one name the same child.
public enum ProfileName {
    /// `name` in Unicode NFC, the form names are stored and sent in.
    public static func normalized(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping
    }

    /// The key two names match on: NFC and lower case, a Greek final sigma as any other ("ΑΡΗΣ" lowers to "αρησ",
    /// "Αρης" to "αρης": one child).
    public static func folded(_ name: String) -> String {
        normalized(name).lowercased().precomposedStringWithCanonicalMapping.replacingOccurrences(of: "ς", with: "σ")
    }

    /// The SQLite collation comparing names by ``folded(_:)``; SQLite's NOCASE folds ASCII letters only.
    static let collation = DatabaseCollation("educat_name") { left, right in
        let left = folded(left), right = folded(right)
        return left == right ? .orderedSame : left < right ? .orderedAscending : .orderedDescending
    }
}
