import Foundation
import PostgresNIO

/// A `postgres://user:password@host:port/database?sslmode=…&host=/socket/folder` address, as libpq and psql take it.
public struct DatabaseURL: Sendable, Equatable {
    /// The address as given, with its password hidden, for messages.
    public let shown: String
    let configuration: PostgresClient.Configuration

    /// Reads `text`; throws ``ServerError/badDatabaseURL(_:reason:)`` naming what is wrong.
    public init(_ text: String) throws {
        guard let parts = URLComponents(string: text), ["postgres", "postgresql"].contains(parts.scheme ?? "") else {
            throw ServerError.badDatabaseURL(text, reason: "it must start with postgres:// or postgresql://")
        }
        var hidden = parts
        if hidden.password != nil { hidden.password = "***" }
        shown = hidden.string ?? "postgres://…"
        let query = Dictionary((parts.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        let user = parts.user.flatMap { $0.isEmpty ? nil : $0 } ?? query["user"] ?? "postgres"
        let database = String(parts.path.drop { $0 == "/" })
        let name = database.isEmpty ? query["dbname"] : database
        let password = parts.password ?? query["password"]
        // libpq's convention: a host (in the query) starting with a slash is the folder of the server's Unix socket.
        if let socketFolder = query["host"], socketFolder.hasPrefix("/") {
            let port = parts.port ?? Int(query["port"] ?? "") ?? 5432
            configuration = .init(unixSocketPath: "\(socketFolder)/.s.PGSQL.\(port)", username: user, password: password,
                                  database: name)
            return
        }
        guard let host = parts.host, !host.isEmpty else {
            throw ServerError.badDatabaseURL(shown, reason: "it names no host (postgres://user@host/database)")
        }
        let tls: PostgresClient.Configuration.TLS
        switch query["sslmode"] ?? "prefer" {
        case "disable": tls = .disable
        case "prefer", "allow": tls = .prefer(.makeClientConfiguration())
        case "require", "verify-ca", "verify-full": tls = .require(.makeClientConfiguration())
        case let mode: throw ServerError.badDatabaseURL(shown, reason: "sslmode \(mode) is not disable, prefer or require")
        }
        configuration = .init(host: host, port: parts.port ?? 5432, username: user, password: password, database: name,
                              tls: tls)
    }

    public static func == (a: DatabaseURL, b: DatabaseURL) -> Bool { a.shown == b.shown }
}
