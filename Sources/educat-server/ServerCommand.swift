import ArgumentParser
import CommandSupport
import Foundation
import HummingbirdBcrypt
import SchoolServer
import Settings

/// `educat server` (this program, `educat-server`): the school server kiosks sync to, and its admin commands.
struct ServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "educat server",
        abstract: "The school server: kiosks send their results to it, teachers read the class report from it.",
        discussion: """
            Results are kept in PostgreSQL (--database, or [server] database in the configuration, or \
            $EDUCAT_SERVER_DATABASE). Serve plain HTTP on loopback and put a reverse proxy in front for HTTPS.
            """,
        version: BuildInfo.version,
        subcommands: [Run.self, AddKiosk.self, RemoveKiosk.self, Kiosks.self, SetPassword.self, Backup.self, Restore.self],
        defaultSubcommand: Run.self)

    /// What every server command takes: the database and the configuration holding it.
    struct DatabaseOptions: ParsableArguments {
        @Option(help: ArgumentHelp("The PostgreSQL database (default: [server] database).", valueName: "postgres://…"))
        var database: String?

        @OptionGroup var configOptions: ConfigOptions

        /// The database address from the flag or the settings; an error naming what to set when there is none.
        func url(_ settings: Settings) throws -> DatabaseURL {
            guard let text = database ?? settings.serverDatabase else {
                throw ExitError("no database: give --database postgres://… or set [server] database")
            }
            return try reported { try DatabaseURL(text) }
        }

        /// Runs `body` on the database, its schema brought up to date first.
        func withDatabase<T: Sendable>(_ body: @escaping @Sendable (SchoolDatabase) async throws -> T) throws -> T {
            let url = try url(configOptions.load())
            return try reported { try waitFor { try await SchoolDatabase.with(url, logger: Log.main, body) } }
        }
    }

    /// `educat server run` (the default): serve until SIGTERM or SIGINT.
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Serve kiosks and teachers (the default).")

        @OptionGroup var options: DatabaseOptions

        @Option(help: ArgumentHelp("Where to listen (default: [server] listen, 127.0.0.1:8080).", valueName: "host:port"))
        var listen: String?

        func run() throws {
            let settings = options.configOptions.load()
            let url = try options.url(settings)
            let address = listen ?? settings.serverListen
            guard let colon = address.lastIndex(of: ":"), let port = Int(address[address.index(after: colon)...]),
                  (0...65_535).contains(port), colon > address.startIndex else {
                throw ExitError("\(ServerError.badListenAddress(address))")
            }
            let host = String(address[..<colon])
            try reported {
                try waitFor {
                    try await SchoolServer.run(database: url, host: host, port: port, language: settings.serverLanguage,
                                               logger: Log.main) { port in
                        // Unbuffered, so a supervisor or test reading a pipe sees it at once.
                        FileHandle.standardOutput.write(
                            Data("educat server: listening on http://\(host):\(port), database \(url.shown)\n".utf8))
                    }
                }
            }
        }
    }

    /// `educat server add-kiosk NAME`.
    struct AddKiosk: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add-kiosk", abstract: "Add a kiosk and print its token, for its [sync] token.",
            discussion: "The token is shown this once: the server keeps only its hash.")

        @Argument(help: "The kiosk's name (letters, digits, '-', '_', '.').")
        var name: String

        @OptionGroup var options: DatabaseOptions

        func run() throws {
            let name = name
            print(try options.withDatabase { try await $0.addKiosk(name) })
        }
    }

    /// `educat server remove-kiosk NAME`.
    struct RemoveKiosk: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove-kiosk", abstract: "Remove a kiosk: its token stops working, its results stay.")

        @Argument(help: "The kiosk's name.")
        var name: String

        @OptionGroup var options: DatabaseOptions

        func run() throws {
            let name = name
            try options.withDatabase { try await $0.removeKiosk(name) }
            print("Removed kiosk \(name).")
        }
    }

    /// `educat server kiosks`.
    struct Kiosks: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the kiosks, one per line.")

        @OptionGroup var options: DatabaseOptions

        func run() throws {
            for name in try options.withDatabase({ try await $0.kiosks() }) { print(name) }
        }
    }

    /// `educat server set-password`.
    struct SetPassword: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set-password", abstract: "Set the teachers' password for the report pages.",
            discussion: "Asked for on the terminal, or read as one line from standard input; only its bcrypt hash is kept.")

        @OptionGroup var options: DatabaseOptions

        func run() throws {
            let password: String
            if isatty(STDIN_FILENO) == 1, let typed = getpass("Teacher password: ") {
                password = String(cString: typed)
            } else {
                password = readLine(strippingNewline: true) ?? ""
            }
            if let problem = Self.problem(with: password) { throw ExitError("the teacher password \(problem); nothing was changed") }
            let hash = Bcrypt.hash(password)
            try options.withDatabase { try await $0.setTeacherPasswordHash(hash) }
            print("Teacher password set.")
        }

        /// What is wrong with `password`, if anything: bcrypt reads a C string and only its first 72 bytes, so a NUL
        /// would cut it short (`abc\0defghijk` logging in as `abc`) and the bytes past 72 would count for nothing.
        static func problem(with password: String) -> String? {
            if let control = password.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
                return "holds a control character (U+\(String(format: "%04X", control.value))), which a browser cannot type"
            }
            if password.count < 8 { return "must have at least 8 characters" }
            if password.utf8.count > 72 { return "has \(password.utf8.count) bytes; bcrypt keeps only the first 72, so use fewer" }
            return nil
        }
    }
}

extension ServerCommand {
    /// `educat server backup FILE`.
    struct Backup: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the whole school (kiosks, children, results, the teacher password's hash) to a file.",
            discussion: """
                PostgreSQL's custom dump format (pg_dump, from postgresql-client): `educat server restore` reads it, and \
                so does pg_restore alone. The file is written beside FILE first, so a failed backup never spoils an older one.
                """)

        @Argument(help: "The backup file to write.")
        var file: String

        @Flag(help: "Write over FILE when it exists.")
        var replace = false

        @OptionGroup var options: DatabaseOptions

        func run() throws {
            let url = try options.url(options.configOptions.load())
            let (file, replace) = (file, replace)
            let totals = try reported { try waitFor { try await DatabaseBackup.backUp(url, to: file, replacing: replace, logger: Log.main) } }
            print("Backed up \(totals) to \(file).")
        }
    }

    /// `educat server restore FILE`.
    struct Restore: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Restore a backup into a new database, brought to this educat's schema.",
            discussion: "A database that already holds a school is left alone unless --replace is given.")

        @Argument(help: "The backup file `educat server backup` wrote.")
        var file: String

        @Flag(help: "Replace the school the database holds.")
        var replace = false

        @OptionGroup var options: DatabaseOptions

        func run() throws {
            let url = try options.url(options.configOptions.load())
            let (file, replace) = (file, replace)
            let totals = try reported { try waitFor { try await DatabaseBackup.restore(file, into: url, replacing: replace, logger: Log.main) } }
            print("Restored \(totals) from \(file).")
        }
    }
}

/// Runs `body`, turning a ``ServerError`` into a one-line ``ExitError``.
private func reported<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as ServerError {
        throw ExitError("\(error)")
    }
}
