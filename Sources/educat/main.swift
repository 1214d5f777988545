import ArgumentParser

/// The `educat` command: voice lessons for small children.
struct Educat: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "educat",
        abstract: "Voice lessons for small children: numbers, letters and syllables, with music.",
        subcommands: [
            RecordsCommand.self, ProfilesCommand.self, HistoryCommand.self,
        ]
    )
}

Educat.main()
