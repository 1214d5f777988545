extension Screen {
    /// Whether a game finished here counts as a game played, under this screen's path: a registered kind says which of
    /// its screens do (memory's categories, count-along, the story's naming game).
    public var countsGamesPlayed: Bool { ActivityCatalog.kind(of: self)?.countsGamesPlayed(on: self) ?? false }

    /// Whether the screen's tile shows how many games were played on it and below it: every screen that counts its own,
    /// and a kind's own screen above those (the memory and story tiles).
    public var showsGamesPlayed: Bool {
        countsGamesPlayed || (part == nil && kind.isActivity && children.contains(where: \.countsGamesPlayed))
    }
}

extension Screen.Kind {
    /// Whether it is a registered kind's.
    var isActivity: Bool {
        if case .activity = self { true } else { false }
    }
}
