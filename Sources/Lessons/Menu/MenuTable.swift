import Synchronization

/// eduCAT's logical tree ("arbre lògic"): each screen and the screens it leads to, in menu order.
enum MenuTable {
    /// The tree, its parent links and its screens by path, for the kinds registered when they were built.
    private struct Tables: Sendable {
        var kinds: Int
        var children: [Screen: [Screen]]
        var parents: [Screen: Screen]
        var all: [Screen]
        var byPath: [String: Screen]
    }

    private static let cache = Mutex<Tables?>(nil)

    /// The built-in tree, with each registered kind after its menu's own entries.
    static var children: [Screen: [Screen]] { tables.children }

    static var parents: [Screen: Screen] { tables.parents }

    /// Every screen, parents before their children.
    static var all: [Screen] { tables.all }

    /// Every screen by its path, to read a path back.
    static var byPath: [String: Screen] { tables.byPath }

    /// Built once, not on every screen lookup; registering only adds kinds, so their count tells when to build anew.
    private static var tables: Tables {
        let kinds = ActivityCatalog.all
        return cache.withLock { cached in
            if let cached, cached.kinds == kinds.count { return cached }
            var children = builtIn
            for kind in kinds where kind.addsScreen { children[kind.menu, default: []].append(kind.screen) }
            var parents: [Screen: Screen] = [:]
            for (parent, kids) in children {
                for kid in kids { parents[kid] = parent }
            }
            let all = Screen.all(in: children)
            // A kind whose id is a built-in path is never read back from it: the built-in screens are listed first, as
            // the tree's walk could reach such a kind (under letters) before the built-in screen (story).
            let built = Tables(kinds: kinds.count, children: children, parents: parents, all: all,
                               byPath: Dictionary((Screen.builtIn + all).map { ($0.path, $0) }) { first, _ in first })
            cached = built
            return built
        }
    }

    private static let builtIn: [Screen: [Screen]] = {
        var table: [Screen: [Screen]] = [
            // Keys 1–9 open the first nine and 0 the tenth, as on the keyboard's top row.
            .main: [Screen(.numbers), .letters, Screen(.syllables), .memory, .count, .records, .info, .story, .phrase,
                    .timer],
            .letters: [Screen(.vowels), Screen(.alphabet)],
            .story: [.storyBook, .storyNames],
            .phrase: [.phraseFull, .phraseQuick],
            .memory: Screen.memoryGames,
        ]
        for subject in Subject.allCases {
            table[Screen(subject)] = [Screen(subject, .lesson), Screen(subject, .game)]
            table[Screen(subject, .game)] = [Screen(subject, .challenge)]
        }
        return table
    }()
}

extension Screen {
    /// Every built-in screen, in the order a bank's `[help]` lists their help and `educat bank list` shows it: the
    /// first program's menus, the subjects' lessons, games and challenges, then the kinds in the order they came.
    /// The one list of the built-in screens besides the menu tree, whose order is the keys'; the tests hold the two to
    /// the same screens.
    public static let builtIn: [Screen] =
        [.main, Screen(.numbers), .letters, Screen(.vowels), Screen(.alphabet), Screen(.syllables), .records, .info]
        + Subject.allCases.flatMap { subject in Mode.allCases.map { Screen(subject, $0) } }
        + [.story, .storyBook, .storyNames, .memory, .count] + memoryGames
        + [.phrase, .phraseFull, .phraseQuick, .timer]

    /// The memory game of each category, in menu order.
    fileprivate static let memoryGames = memoryCategories.map { Screen(kind: .memory, part: .category($0)) }

    /// The screens of `tree` from main down, parents before their children.
    fileprivate static func all(in tree: [Screen: [Screen]]) -> [Screen] {
        func walk(from screen: Screen) -> [Screen] {
            (tree[screen] ?? []).flatMap { [$0] + walk(from: $0) }
        }
        return [.main] + walk(from: .main)
    }
}
