import Synchronization

/// eduCAT's logical tree ("arbre lògic"): each screen path and the paths it leads to, in menu order.
enum MenuTable {
    /// The tree and its parent links for the kinds registered when they were built.
    private struct Tables: Sendable {
        var kinds: Int
        var children: [String: [String]]
        var parents: [String: String]
    }

    private static let cache = Mutex<Tables?>(nil)

    /// The built-in tree, with each registered kind after its menu's own entries.
    static var children: [String: [String]] { tables.children }

    static var parents: [String: String] { tables.parents }

    /// Built once, not on every screen lookup; registering only adds kinds, so their count tells when to build anew.
    private static var tables: Tables {
        let kinds = ActivityCatalog.all
        return cache.withLock { cached in
            if let cached, cached.kinds == kinds.count { return cached }
            var children = builtIn
            for kind in kinds { children[kind.menu, default: []].append(kind.id) }
            var parents: [String: String] = [:]
            for (parent, kids) in children {
                for kid in kids { parents[kid] = parent }
            }
            let built = Tables(kinds: kinds.count, children: children, parents: parents)
            cached = built
            return built
        }
    }

    private static let builtIn: [String: [String]] = {
        var table: [String: [String]] = [
            // Keys 1–9 open the first nine and 0 the tenth, as on the keyboard's top row.
            "main": ["numbers", "letters", "syllables", "memory", "count", "records", "info", "story", "phrase", "timer"],
            "letters": ["vowels", "alphabet"],
            "story": ["story/book", "story/names"],
            "phrase": ["phrase/full", "phrase/quick"],
            "memory": MemoryRules.categories.map { "memory/\($0)" },
        ]
        for subject in Subject.allCases {
            let base = subject.rawValue
            table[base] = ["\(base)/\(Mode.lesson.rawValue)", "\(base)/\(Mode.game.rawValue)"]
            table["\(base)/\(Mode.game.rawValue)"] = ["\(base)/\(Mode.challenge.rawValue)"]
        }
        return table
    }()

    static var allPaths: [String] {
        let children = children
        func walk(from path: String) -> [String] {
            (children[path] ?? []).flatMap { [$0] + walk(from: $0) }
        }
        return ["main"] + walk(from: "main")
    }
}
