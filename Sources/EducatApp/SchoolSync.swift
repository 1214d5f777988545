import CommandSupport
import Foundation
import Records
import Settings
import Sync

/// The school sync the settings ask for: its client, the outbox's sender and the kiosk's background agent.
public enum SchoolSync {
    /// The client the settings ask for; an error naming the missing key when sync is not configured.
    public static func client(_ settings: Settings) throws -> SyncClient {
        guard let server = settings.syncServer, let url = URL(string: server) else {
            throw ExitError("no school server: set [sync] server = \"http://…\" (and token) in the configuration")
        }
        guard let token = settings.syncToken else {
            throw ExitError("no kiosk token: set [sync] token to what `educat server add-kiosk NAME` printed")
        }
        if let file = settings.syncCAFile, !FileManager.default.isReadableFile(atPath: file) {
            throw ExitError("[sync] ca_file \(file) cannot be read: give the PEM file of the school's certificate authority")
        }
        return SyncClient(server: url, token: token, certificateAuthorities: settings.syncCAFile)
    }

    /// The outbox sender of `store`, sending batches of the configured size.
    public static func sender(_ settings: Settings, store: RecordStore, client: SyncClient) -> OutboxSender {
        var sender = OutboxSender(store: store, client: client)
        sender.batchSize = settings.syncBatchSize
        return sender
    }

    /// The background sender the settings ask for: nil when no server is set, or (with a warning) when it cannot be used.
    public static func agent(_ settings: Settings, store: RecordStore) -> SyncAgent? {
        guard settings.syncServer != nil else { return nil }
        do {
            return SyncAgent(sender: sender(settings, store: store, client: try client(settings)),
                             interval: settings.syncInterval, logger: Log.main)
        } catch {
            Log.main.warning("sync: \(error); results stay on this machine")
            return nil
        }
    }
}
