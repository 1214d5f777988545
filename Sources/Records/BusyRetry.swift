import Foundation
import GRDB

/// Retries work that another process kept busy for longer than SQLite's own busy timeout.
enum BusyRetry {
    private static let attempts = 6

    /// Runs `body`, repeating it after a short random pause while SQLite reports the database busy or locked.
    static func run<T>(_ body: () throws -> T) throws -> T {
        var attempt = 1
        while true {
            do {
                return try body()
            } catch let error as DatabaseError
                where attempt < attempts && [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode) {
                // Random pauses keep two kiosks from retrying in lockstep. Some busy cases (WAL recovery,
                // a first switch to WAL) return at once without calling the busy handler.
                Thread.sleep(forTimeInterval: Double.random(in: 0.02...0.1) * Double(attempt))
                attempt += 1
            }
        }
    }
}
