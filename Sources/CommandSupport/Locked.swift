import Foundation

/// A value shared between threads behind an `NSLock`, which ThreadSanitizer sees (`make sanitize` runs the kiosk
/// built with it), where it cannot see `Synchronization.Mutex`'s futex and reports a race.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) { self.value = value }

    /// Runs `body` on the value while holding the lock.
    public func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
