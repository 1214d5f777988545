import ArgumentParser
import Records

/// `educat profiles`: the player profiles that records and history belong to.
struct ProfilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profiles",
        abstract: "Add, list, rename, remove or purge player profiles.",
        discussion: """
            The profile "\(RecordStore.defaultProfile)" always exists and cannot be removed or renamed. A removed \
            profile no longer plays, but its records and history stay in the store until it is purged.
            """,
        subcommands: [List.self, Add.self, Rename.self, Picture.self, Remove.self, Purge.self],
        defaultSubcommand: List.self)

    /// `educat profiles list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the profiles, one per line, each with its picture after two spaces when it has one.")

        @Flag(help: "List the removed profiles instead, whose history is kept until they are purged.")
        var removed = false

        @OptionGroup var storeOptions: StoreOptions

        func run() throws {
            for profile in try storeOptions.open().profileCards(removed: removed) {
                print(profile.name + (profile.picture.map { "  " + $0 } ?? ""))
            }
        }
    }

    /// `educat profiles add NAME [--picture 🐱] [--yes]`.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Create a profile, or bring back a removed one with its history.",
            discussion: "The name of a removed profile brings that child back, records and history included, once confirmed.")

        @Argument(help: "The new profile's name.")
        var name: String

        @Option(help: "An emoji or a character shown beside the name at the kiosk.")
        var picture: String?

        @Flag(help: "Bring back a removed profile of this name without asking.")
        var yes = false

        @OptionGroup var storeOptions: StoreOptions

        func run() throws {
            let store = try storeOptions.open()
            do {
                try store.addProfile(name, picture: picture)
                print("Added profile \(name).")
            } catch RecordStoreError.profileRemoved {
                let games = try store.history(profile: name).count
                try RecordsCommand.confirm(
                    "Profile \(name) was removed; bring them back with their records and \(games) finished games?",
                    assumeYes: yes)
                try store.restoreProfile(name, picture: picture)
                print("Brought back profile \(name) with their history.")
            }
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

    /// `educat profiles picture NAME [PICTURE]`.
    struct Picture: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Set the picture shown beside a profile's name.")

        @Argument(help: "The profile.")
        var name: String

        @Argument(help: "An emoji or a character; left out, the profile shows none.")
        var picture: String?

        @OptionGroup var storeOptions: StoreOptions

        func run() throws {
            try storeOptions.open().setPicture(picture, of: name)
            print(picture.map { "Profile \(name) shows \($0)." } ?? "Profile \(name) shows no picture.")
        }
    }

    /// What removing and purging take: the profile, whether to ask, and the store.
    struct Removal: ParsableArguments {
        @Argument(help: "The profile.")
        var name: String

        @Flag(help: "Go ahead without asking.")
        var yes = false

        @OptionGroup var storeOptions: StoreOptions

        /// Removes the profile from those who play, keeping its history, or with `purge` deletes it with its history;
        /// asks first unless `yes`. The default profile is refused before the question, whose "yes" would fail anyway.
        func run(purge: Bool) throws {
            let store = try storeOptions.open()
            if name.lowercased() == RecordStore.defaultProfile { throw RecordStoreError.defaultProfileIsFixed }
            // Counting its games finds an unknown name before the question.
            let games = try store.history(profile: name).count
            try RecordsCommand.confirm(
                purge ? "Delete profile \(name) with its records and \(games) finished games for good?"
                    : "Remove profile \(name)? Its records and history are kept until `educat profiles purge \(name)`.",
                assumeYes: yes)
            try purge ? store.purgeProfile(name) : store.removeProfile(name)
            print(purge ? "Purged profile \(name)." : "Removed profile \(name).")
        }
    }

    /// `educat profiles remove NAME`.
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove a profile from those who play; its records and history are kept until it is purged.")
        @OptionGroup var removal: Removal
        func run() throws { try removal.run(purge: false) }
    }

    /// `educat profiles purge NAME`.
    struct Purge: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete a profile, removed or not, with its records and history, for good.")
        @OptionGroup var removal: Removal
        func run() throws { try removal.run(purge: true) }
    }
}
