import ArgumentParser
import Records

/// `educat profiles`: the player profiles that records and history belong to.
struct ProfilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profiles",
        abstract: "Add, list, rename or remove player profiles.",
        discussion: "The profile \"\(RecordStore.defaultProfile)\" always exists and cannot be removed or renamed.",
        subcommands: [List.self, Add.self, Rename.self, Remove.self],
        defaultSubcommand: List.self)

    /// `educat profiles list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the profiles, one per line.")

        @OptionGroup var storeOptions: StoreOptions

        func run() throws {
            for name in try storeOptions.open().profiles() { print(name) }
        }
    }

    /// `educat profiles add NAME`.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Create a profile.")

        @Argument(help: "The new profile's name.")
        var name: String

        @OptionGroup var storeOptions: StoreOptions

        func run() throws {
            try storeOptions.open().addProfile(name)
            print("Added profile \(name).")
        }
    }

    /// `educat profiles rename NAME NEW-NAME`.
    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Rename a profile, keeping its records and history.")

        @Argument(help: "The profile's current name.")
        var name: String

        @Argument(help: "Its new name.")
        var newName: String

        @OptionGroup var storeOptions: StoreOptions

        func run() throws {
            try storeOptions.open().renameProfile(name, to: newName)
            print("Renamed profile \(name) to \(newName).")
        }
    }

    /// `educat profiles remove NAME`.
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove a profile with its records and history.")

        @Argument(help: "The profile to remove.")
        var name: String

        @Flag(help: "Remove without asking.")
        var yes = false

        @OptionGroup var storeOptions: StoreOptions

        func run() throws {
            let store = try storeOptions.open()
            // Refuse before asking: a question whose "yes" would fail anyway only confuses.
            if name.lowercased() == RecordStore.defaultProfile { throw RecordStoreError.defaultProfileIsFixed }
            let games = try store.history(profile: name).count
            try RecordsCommand.confirm(
                "Remove profile \(name) with its records and \(games) finished games?", assumeYes: yes)
            try store.removeProfile(name)
            print("Removed profile \(name).")
        }
    }
}
