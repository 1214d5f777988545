import Foundation

/// Runs `body` on Swift's concurrency pool and waits for it: the commands are synchronous (`ParsableCommand`), while
/// the school server's and sync's clients are async. The main thread only waits, so nothing it holds can deadlock.
public func waitFor<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
    let outcome = Locked<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
        let result: Result<T, any Error>
        do { result = .success(try await body()) } catch { result = .failure(error) }
        outcome.withLock { $0 = result }
        done.signal()
    }
    done.wait()
    return try outcome.withLock { $0! }.get()
}
