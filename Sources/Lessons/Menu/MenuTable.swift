/// eduCAT's logical tree ("arbre lògic"): each screen path and the paths it leads to, in menu order.
enum MenuTable {
    /// The built-in tree, with each registered kind after its menu's own entries.
    static var children: [String: [String]] {
        var table = builtIn
        for kind in ActivityCatalog.all { table[kind.menu, default: []].append(kind.id) }
        return table
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

    static var parents: [String: String] {
        var table: [String: String] = [:]
        for (parent, kids) in children {
            for kid in kids { table[kid] = parent }
        }
        return table
    }

    static var allPaths: [String] { ["main"] + walk(from: "main") }

    private static func walk(from path: String) -> [String] {
        (children[path] ?? []).flatMap { [$0] + walk(from: $0) }
    }
}
