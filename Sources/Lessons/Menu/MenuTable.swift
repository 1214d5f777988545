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

    /// The frame's tree with the registered kinds' screens.
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
            let children = tree(with: kinds)
            var parents: [Screen: Screen] = [:]
            for (parent, kids) in children {
                for kid in kids { parents[kid] = parent }
            }
            let all = Screen.all(in: children)
            // A kind whose id is a frame's path is never read back from it: the frame's screens are listed first, as
            // the tree's walk could reach such a kind (under letters) before the frame's screen.
            let built = Tables(kinds: kinds.count, children: children, parents: parents, all: all,
                               byPath: Dictionary((Screen.frame + all).map { ($0.path, $0) }) { first, _ in first })
            cached = built
            return built
        }
    }

    /// The frame's tree with each kind's screens: a kind at its place in its menu, else after the menu's entries.
    private static func tree(with kinds: [any LessonActivity.Type]) -> [Screen: [Screen]] {
        var children = frameTree
        let adding = kinds.filter { $0.addsScreen }
        let placed = adding.compactMap { kind in kind.menuIndex.map { (kind, $0) } }.sorted { $0.1 < $1.1 }
        for (kind, index) in placed {
            let entries = children[kind.menu, default: []]
            children[kind.menu] = Array(entries.prefix(index)) + [kind.screen] + entries.dropFirst(index)
        }
        for kind in adding where kind.menuIndex == nil { children[kind.menu, default: []].append(kind.screen) }
        for kind in adding where !kind.parts.isEmpty { children[kind.screen] = kind.parts.map(kind.screen) }
        return children
    }

    private static let frameTree: [Screen: [Screen]] = {
        var table: [Screen: [Screen]] = [
            // Keys 1–9 open the first nine and 0 the tenth, as on the keyboard's top row; the kinds take their places.
            .main: [Screen(.numbers), .letters, Screen(.syllables), .records, .info],
            .letters: [Screen(.vowels), Screen(.alphabet)],
        ]
        for subject in Subject.allCases {
            table[Screen(subject)] = [Screen(subject, .lesson), Screen(subject, .game)]
            table[Screen(subject, .game)] = [Screen(subject, .challenge)]
        }
        return table
    }()
}

extension Screen {
    /// The frame's screens, in the order a bank's `[help]` lists their help: the first program's menus, then the
    /// subjects' lessons, games and challenges.
    public static let frame: [Screen] =
        [.main, Screen(.numbers), .letters, Screen(.vowels), Screen(.alphabet), Screen(.syllables), .records, .info]
        + Subject.allCases.flatMap { subject in Mode.allCases.map { Screen(subject, $0) } }

    /// Every screen whose spoken help a bank's `[help]` keys, in its order, which `educat bank list` and `bank record`
    /// follow: the frame's, then the screens of each kind whose help it keeps (`LessonActivity.helpInHelpTable`), kind
    /// by kind in `ActivityList` order.
    public static var helpTable: [Screen] {
        frame + ActivityCatalog.all.filter { $0.helpInHelpTable }.flatMap { $0.screens }
    }

    /// The screens of `tree` from main down, parents before their children.
    fileprivate static func all(in tree: [Screen: [Screen]]) -> [Screen] {
        func walk(from screen: Screen) -> [Screen] {
            (tree[screen] ?? []).flatMap { [$0] + walk(from: $0) }
        }
        return [.main] + walk(from: .main)
    }
}
