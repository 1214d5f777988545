import Foundation
import Records

/// One batch of a kiosk's results, as `POST /api/results` takes it: rows keyed by their UUIDs, so a batch sent twice
/// (its answer lost on the way back) is stored once.
public struct SyncBatch: Codable, Sendable, Equatable {
    /// The sending store's kiosk id (each row also carries the kiosk that recorded it).
    public var kiosk: String
    /// The kiosk's profile names, so the school's list of children grows with every kiosk's.
    public var profiles: [String]
    /// Finished games with their questions.
    public var games: [GameResult]
    /// Activity results.
    public var activities: [ActivityResult]

    /// Creates a batch.
    public init(kiosk: String, profiles: [String], games: [GameResult], activities: [ActivityResult]) {
        self.kiosk = kiosk
        self.profiles = profiles
        self.games = games
        self.activities = activities
    }

    /// The batch as batches of one game or activity each, to find which rows a refusal is about.
    public var singleRows: [SyncBatch] {
        games.map { SyncBatch(kiosk: kiosk, profiles: profiles, games: [$0], activities: []) }
            + activities.map { SyncBatch(kiosk: kiosk, profiles: profiles, games: [], activities: [$0]) }
    }

    /// A receipt refusing every row of the batch for `reason`.
    public func refused(_ reason: String) -> SyncReceipt {
        SyncReceipt(games: [], activities: [], inserted: 0,
                    refused: (games.map(\.id) + activities.map(\.id)).map { RefusedRow(id: $0, reason: reason) })
    }
}

/// The server's answer to a batch: every row it now holds (new or already stored), which the kiosk may mark as sent,
/// and the rows it refuses for good, which the kiosk sets aside.
public struct SyncReceipt: Codable, Sendable, Equatable {
    /// UUIDs of the batch's games the server holds.
    public var games: [UUID]
    /// UUIDs of the batch's activities the server holds.
    public var activities: [UUID]
    /// How many of them were new to the server; 0 for a replayed batch.
    public var inserted: Int
    /// Rows the server will never take, with why; none from a server older than this field.
    public var refused: [RefusedRow]

    /// Creates a receipt.
    public init(games: [UUID], activities: [UUID], inserted: Int, refused: [RefusedRow] = []) {
        self.games = games
        self.activities = activities
        self.inserted = inserted
        self.refused = refused
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        games = try container.decode([UUID].self, forKey: .games)
        activities = try container.decode([UUID].self, forKey: .activities)
        inserted = try container.decode(Int.self, forKey: .inserted)
        refused = try container.decodeIfPresent([RefusedRow].self, forKey: .refused) ?? []
    }

    /// Adds `other`'s rows to this receipt's.
    public mutating func add(_ other: SyncReceipt) {
        games += other.games
        activities += other.activities
        inserted += other.inserted
        refused += other.refused
    }
}

/// A game or activity the server refuses for good (it breaks a rule of the server's or cannot be read there).
public struct RefusedRow: Codable, Sendable, Equatable {
    /// The row's UUID.
    public var id: UUID
    /// Why, in the server's words.
    public var reason: String

    /// Creates a refusal.
    public init(id: UUID, reason: String) {
        self.id = id
        self.reason = reason
    }
}

/// The JSON both sides speak: dates as seconds since 1970, which any client can read and which keep milliseconds.
public enum SyncJSON {
    /// The encoder for batches, receipts and reports.
    public static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    /// The decoder matching ``encoder``.
    public static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}
