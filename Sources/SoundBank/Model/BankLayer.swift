/// How one list of a bank lies over its fallback's list of the same name: which keys the bank overrides, which it adds,
/// which it removes and which still come from the fallback.
public struct BankLayer: Sendable, Hashable {
    /// The list, named as in the manifest: `items.alphabet`, `words`, `memory.animals`, `phrase.verbs`, `help`.
    public var list: String
    /// True when the bank's list replaces the fallback's whole (`replace` in its section).
    public var replaced: Bool
    /// Keys the bank gives that the fallback has too, in list order: the bank's item plays in the fallback's place.
    public var overridden: [String]
    /// Keys only the bank gives, at the end of the list.
    public var added: [String]
    /// Keys of the fallback the bank removes (`remove` in its section).
    public var removed: [String]
    /// Keys that still come from the fallback.
    public var fromFallback: [String]

    /// Creates a layer.
    public init(list: String, replaced: Bool = false, overridden: [String] = [], added: [String] = [],
                removed: [String] = [], fromFallback: [String] = []) {
        self.list = list
        self.replaced = replaced
        self.overridden = overridden
        self.added = added
        self.removed = removed
        self.fromFallback = fromFallback
    }

    /// The items of the layered list.
    public var itemCount: Int { overridden.count + added.count + fromFallback.count }

    /// True when the bank gives or removes nothing of this list: it comes whole from the fallback.
    public var isInherited: Bool { !replaced && overridden.isEmpty && added.isEmpty && removed.isEmpty }
}

extension BankLayer: CustomStringConvertible {
    /// The most keys a line names before it only counts them.
    private static let keysShown = 10

    /// `overrides a, b, c; adds ñ; 23 still from the fallback`, for a note of `educat bank check`.
    public var description: String {
        if replaced { return "replaces the fallback's list whole with its own \(added.count): \(Self.shown(added))" }
        let parts = [("overrides", overridden), ("adds", added), ("removes", removed)].filter { !$0.1.isEmpty }
            .map { "\($0) \(Self.shown($1))" }
        let rest = fromFallback.isEmpty ? "nothing from the fallback"
            : parts.isEmpty ? "all \(fromFallback.count) from the fallback" : "\(fromFallback.count) still from the fallback"
        return (parts + [rest]).joined(separator: "; ")
    }

    /// `3 overridden, 0 added, 23 from fallback`, for `educat bank info`.
    public var counts: String {
        replaced ? "replaced by \(added.count) own"
            : "\(overridden.count) overridden, \(added.count) added, \(removed.count) removed, \(fromFallback.count) from fallback"
    }

    private static func shown(_ keys: [String]) -> String {
        keys.count <= keysShown ? keys.joined(separator: ", ")
            : keys.prefix(keysShown).joined(separator: ", ") + "… (\(keys.count) in all)"
    }
}
