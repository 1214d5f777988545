import Foundation
import Logging

/// How long to wait after failures: doubling from `first` up to `longest`, each wait shortened by up to a fifth at
/// random, so kiosks that lost the server together do not all come back in the same second.
public struct Backoff: Sendable, Equatable {
    /// The wait after the first failure, seconds.
    public var first: Double
    /// The longest wait, seconds.
    public var longest: Double

    /// A backoff from `first` to `longest` seconds.
    public init(first: Double = 2, longest: Double = 300) {
        self.first = first
        self.longest = longest
    }

    /// The wait after `failures` failures in a row (at least 1), before jitter.
    public func delay(afterFailures failures: Int) -> Double {
        min(longest, first * pow(2, Double(min(max(failures, 1) - 1, 30))))
    }

    /// ``delay(afterFailures:)`` less a random part of up to a fifth of it.
    public func jitteredDelay(afterFailures failures: Int) -> Double {
        let delay = delay(afterFailures: failures)
        return delay - Double.random(in: 0...(delay / 5))
    }
}

/// Sends the outbox in the background for as long as the kiosk runs: every `interval` seconds while the server
/// answers, backing off while it does not. Play never waits on it: it runs on its own task and only reads and marks
/// rows in the store, which takes its own locks.
public final class SyncAgent: Sendable {
    private let task: Task<Void, Never>

    /// Starts sending `sender`'s outbox now and then every `interval` seconds.
    public init(sender: OutboxSender, interval: Double = 30, backoff: Backoff = Backoff(), logger: Logger) {
        task = Task.detached {
            var failures = 0
            while !Task.isCancelled {
                var unfinished = false
                do {
                    let outcome = try await sender.sendPending()
                    unfinished = outcome.unfinished
                    if outcome.sent > 0 { logger.debug("sync: \(outcome.sent) results sent to \(sender.client.server)") }
                    if outcome.refused > 0 {
                        logger.warning("""
                            sync: \(sender.client.server) refused \(outcome.refused) results for good; \
                            they are kept here (educat sync --status lists them)
                            """)
                    }
                    if failures > 0 { logger.notice("sync: \(sender.client.server) answers again") }
                    failures = 0
                } catch {
                    failures += 1
                    // Once per outage in the log, not at every retry.
                    if failures == 1 { logger.warning("sync: \(error); retrying with backoff") }
                }
                // A pass that ran out of time with results left goes on at once: it made progress.
                let wait = unfinished ? 0 : failures == 0 ? interval : backoff.jitteredDelay(afterFailures: failures)
                try? await Task.sleep(for: .seconds(wait))
            }
        }
    }

    /// Stops after the attempt under way, if any; what it acknowledged stays acknowledged.
    public func stop() {
        task.cancel()
    }

    deinit { stop() }
}
