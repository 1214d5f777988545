import CommandSupport
import Foundation

/// A value worked out on a thread of its own while the caller goes on; `value` waits for it.
public final class InBackground<Value: Sendable>: Sendable {
    private let outcome = Locked<Value?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Starts `work` at once.
    public init(_ work: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [outcome, done] in
            let value = work()
            outcome.withLock { $0 = value }
            done.signal()
        }
    }

    /// The value, once worked out.
    public var value: Value {
        done.wait()
        // Signalled again, so a later read does not wait for ever.
        defer { done.signal() }
        return outcome.withLock { $0! }
    }
}
