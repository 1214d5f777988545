import ArgumentParser
import CommandSupport
import EducatApp
import Foundation
import Records
import Settings
import Sync

/// `educat sync`: sends this machine's results to the school server now, or says what is waiting.
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Send the results not yet on the school server ([sync] server and token), or show the outbox.",
        discussion: """
            The kiosk sends them by itself in the background; this sends them now and takes the school's profiles \
            back. Results stay in the local store whatever happens: a failed send is retried later.
            """)

    @Flag(help: "Only say what is pending, the last success and the last error, and list the results the server refused.")
    var status = false

    @OptionGroup var storeOptions: StoreOptions
    @OptionGroup var configOptions: ConfigOptions

    func run() throws {
        let settings = configOptions.load()
        let store = try storeOptions.open(default: settings.store)
        if status { return print(Self.describe(try store.outboxStatus(), server: settings.syncServer)) }
        let client = try SchoolSync.client(settings)
        do {
            let sender = SchoolSync.sender(settings, store: store, client: client)
            let outcome = try waitFor { try await sender.sendPending() }
            print("Sent \(outcome.sent) results to \(client.server.absoluteString); "
                  + (outcome.unfinished ? "the server answered slowly, and the rest is sent later." : "nothing is pending."))
            if outcome.refused > 0 {
                print("The server refused \(outcome.refused) results for good: they stay here, set aside "
                      + "(educat sync --status says why).")
            }
        } catch {
            throw ExitError("\(error); the results stay in \(store.path) and are sent later")
        }
    }

    /// The outbox status as `educat sync --status` prints it.
    static func describe(_ status: OutboxStatus, server: String?) -> String {
        func time(_ date: Date?) -> String { date.map { ISO8601DateFormatter().string(from: $0) } ?? "never" }
        var lines = [
            "server: \(server ?? "none ([sync] server is not set)")",
            "pending: \(status.pendingGames) games, \(status.pendingActivities) activities",
            "last success: \(time(status.lastSuccess))",
        ]
        if let error = status.lastError { lines.append("last error: \(time(status.lastErrorAt)): \(error)") }
        if !status.refused.isEmpty {
            lines.append("refused by the server, kept here and not sent again: \(status.refused.count)")
            lines += status.refused.map { "  \($0.kind) \($0.id.uuidString) (\($0.profile), \(time($0.started))): \($0.reason)" }
        }
        return lines.joined(separator: "\n")
    }
}
