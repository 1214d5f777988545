import Synchronization

/// Wrong teacher passwords slow their own address down, and only theirs: one attempt at a time per address (each
/// costs a bcrypt on the server's thread pool, which the teacher's own login also needs), a growing wait after 5
/// failures, a lockout after 20. An address is forgotten an hour after its last failure, or at a right password.
final class LoginThrottle: Sendable {
    /// What an address may do now.
    enum Verdict: Equatable {
        case allowed
        /// Refused: another password from the address is being checked.
        case busy
        /// Refused; try again after this many seconds.
        case wait(seconds: Int)
    }

    /// Failures before an address waits, and the failures that lock it out.
    static let freeFailures = 5, lockoutFailures = 20
    static let longestWait = Duration.seconds(60), lockout = Duration.seconds(15 * 60), memory = Duration.seconds(3_600)
    /// Addresses remembered at most: past this the ones idle longest are forgotten, so a flood of addresses cannot
    /// grow the table without bound.
    static let largestTable = 10_000

    private struct Entry {
        var failures = 0
        var lastFailure: ContinuousClock.Instant
        var inFlight = false
    }

    private let entries = Mutex<[String: Entry]>([:])
    private let now: @Sendable () -> ContinuousClock.Instant

    /// A throttle reading the time from `now`.
    init(now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.now = now
    }

    /// How many addresses it remembers.
    var remembered: Int { entries.withLock { $0.count } }

    /// The wait an address has earned with `failures` in a row.
    static func wait(after failures: Int) -> Duration {
        if failures < freeFailures { return .zero }
        if failures >= lockoutFailures { return lockout }
        return min(.seconds(1 << min(failures - freeFailures, 16)), longestWait)
    }

    /// Whether `address` may try a password now; when allowed, ``finish(_:succeeded:)`` must follow.
    func start(_ address: String) -> Verdict {
        let time = now()
        return entries.withLock { entries in
            if entries.count >= Self.largestTable { Self.forgetIdle(&entries, at: time) }
            var entry = entries[address] ?? Entry(lastFailure: time)
            if entry.failures > 0, time - entry.lastFailure > Self.memory { entry = Entry(lastFailure: time) }
            if entry.inFlight { return .busy }
            let ready = entry.lastFailure + Self.wait(after: entry.failures)
            if entry.failures > 0, time < ready {
                let left = time.duration(to: ready).components
                return .wait(seconds: Int(left.seconds) + (left.attoseconds > 0 ? 1 : 0))
            }
            entry.inFlight = true
            entries[address] = entry
            return .allowed
        }
    }

    /// Ends the attempt ``start(_:)`` allowed; nil for `succeeded` when the password could not be checked (the
    /// database did not answer), which counts for nothing. Returns the failures in a row from `address`.
    @discardableResult
    func finish(_ address: String, succeeded: Bool?) -> Int {
        let time = now()
        return entries.withLock { entries in
            if succeeded == true {
                entries[address] = nil
                return 0
            }
            guard var entry = entries[address] else { return 0 }
            entry.inFlight = false
            guard succeeded == false else {
                entries[address] = entry
                return entry.failures
            }
            entry.failures += 1
            entry.lastFailure = time
            entries[address] = entry
            return entry.failures
        }
    }

    private static func forgetIdle(_ entries: inout [String: Entry], at time: ContinuousClock.Instant) {
        entries = entries.filter { $0.value.inFlight || time - $0.value.lastFailure <= memory }
        guard entries.count >= largestTable else { return }
        let oldest = entries.filter { !$0.value.inFlight }.sorted { $0.value.lastFailure < $1.value.lastFailure }
        for (address, _) in oldest.prefix(entries.count - largestTable / 2) { entries[address] = nil }
    }
}
