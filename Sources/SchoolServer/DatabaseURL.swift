import Foundation
import PostgresNIO

/// A `postgres://user:password@host:port/database?sslmode=…&host=/socket/folder` address, as libpq and psql take it.
public struct DatabaseURL: Sendable, Equatable {
    /// The address as given, with its password hidden, for messages.
    public let shown: String
    let configuration: PostgresClient.Configuration
    /// libpq's `sslmode`, read into `configuration`: kept for `connection`, whose TLS is built another way.
    private let sslMode: String

    /// The same for one connection on its own (`SchoolDatabase.probe`).
    func connection() throws -> PostgresConnection.Configuration {
        if let socket = configuration.unixSocketPath {
            return .init(unixSocketPath: socket, username: configuration.username, password: configuration.password,
                         database: configuration.database)
        }
        let tls: PostgresConnection.Configuration.TLS = switch sslMode {
        case "disable": .disable
        case "require", "verify-ca", "verify-full": .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
        default: .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
        }
        return .init(host: configuration.host ?? "localhost", port: configuration.port ?? 5432,
                     username: configuration.username, password: configuration.password,
                     database: configuration.database, tls: tls)
    }

    /// The same address for libpq's tools (pg_dump, pg_restore) as their environment: the password never on a
    /// command line, where any user's `ps` would show it.
    var libpqEnvironment: [String: String] {
        var environment = ["PGUSER": configuration.username, "PGSSLMODE": sslMode]
        if let socket = configuration.unixSocketPath {
            let folder = (socket as NSString).deletingLastPathComponent
            environment["PGHOST"] = folder
            environment["PGPORT"] = String((socket as NSString).lastPathComponent.split(separator: ".").last ?? "5432")
        } else {
            environment["PGHOST"] = configuration.host
            environment["PGPORT"] = configuration.port.map(String.init)
        }
        environment["PGDATABASE"] = configuration.database
        environment["PGPASSWORD"] = configuration.password
        return environment
    }

    /// Reads `text`; throws ``ServerError/badDatabaseURL(_:reason:)`` naming what is wrong.
    public init(_ text: String) throws {
        guard ["postgres", "postgresql"].contains(text.prefix { $0 != ":" }.lowercased()) else {
            throw ServerError.badDatabaseURL(text, reason: "it must start with postgres:// or postgresql://")
        }
        guard let parts = URLComponents(string: text) else {
            throw ServerError.badDatabaseURL(text, reason: "it is not an address: the port must be a number and a password's "
                                                + "special characters written as %XX")
        }
        var hidden = parts
        if hidden.password != nil { hidden.password = "***" }
        shown = hidden.string ?? "postgres://…"
        let query = Dictionary((parts.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        let user = parts.user.flatMap { $0.isEmpty ? nil : $0 } ?? query["user"] ?? "postgres"
        let database = String(parts.path.drop { $0 == "/" })
        let name = database.isEmpty ? query["dbname"] : database
        let password = parts.password ?? query["password"]
        let port = try Self.port(parts.port, query["port"], shown: shown)
        sslMode = query["sslmode"] ?? "prefer"
        // libpq's convention: a host (in the query) starting with a slash is the folder of the server's Unix socket.
        if let socketFolder = query["host"], socketFolder.hasPrefix("/") {
            configuration = .init(unixSocketPath: "\(socketFolder)/.s.PGSQL.\(port)", username: user, password: password,
                                  database: name)
            return
        }
        guard let host = parts.host, !host.isEmpty else {
            throw ServerError.badDatabaseURL(shown, reason: "it names no host (postgres://user@host/database)")
        }
        let tls: PostgresClient.Configuration.TLS
        switch sslMode {
        case "disable": tls = .disable
        case "prefer", "allow": tls = .prefer(.makeClientConfiguration())
        case "require", "verify-ca", "verify-full": tls = .require(.makeClientConfiguration())
        case let mode: throw ServerError.badDatabaseURL(shown, reason: "sslmode \(mode) is not disable, prefer or require")
        }
        configuration = .init(host: host, port: port, username: user, password: password, database: name,
                              tls: tls)
    }

    /// The port in the address or its query, 5432 when neither names one; one outside 1…65535 is refused.
    private static func port(_ inAddress: Int?, _ inQuery: String?, shown: String) throws -> Int {
        let port: Int? = inAddress ?? inQuery.map { Int($0) ?? -1 }
        guard let port else { return 5432 }
        guard (1...65535).contains(port) else {
            throw ServerError.badDatabaseURL(shown, reason: "port \(inAddress.map(String.init) ?? inQuery ?? "") is not a number from 1 to 65535")
        }
        return port
    }

    public static func == (a: DatabaseURL, b: DatabaseURL) -> Bool { a.shown == b.shown }
}
