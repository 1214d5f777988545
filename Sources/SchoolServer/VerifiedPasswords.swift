import Crypto
import Foundation
import Synchronization

/// Teacher passwords bcrypt has lately found right, kept as salted SHA-256 digests for 15 minutes: a browser sends the
/// password again with every page and every request of the report, and each would otherwise cost bcrypt's quarter
/// second. A digest also covers the stored hash, so a new password (`set-password`) is never taken for the old.
final class VerifiedPasswords: Sendable {
    static let lifetime = Duration.seconds(15 * 60)
    /// One teacher password, and a few stale digests while it changes.
    private static let largest = 16

    private let salt = SymmetricKey(size: .bits256)
    private let known = Mutex<[Data: ContinuousClock.Instant]>([:])

    /// Whether `password` was found right for `hash` within the lifetime.
    func contains(_ password: String, for hash: String) -> Bool {
        let key = digest(password, hash), now = ContinuousClock.now
        return known.withLock { known in
            guard let verified = known[key] else { return false }
            if now - verified > Self.lifetime {
                known[key] = nil
                return false
            }
            return true
        }
    }

    /// Notes that bcrypt found `password` right for `hash`.
    func insert(_ password: String, for hash: String) {
        let key = digest(password, hash), now = ContinuousClock.now
        known.withLock { known in
            if known.count >= Self.largest { known = known.filter { now - $0.value <= Self.lifetime } }
            if known.count >= Self.largest { known.removeAll() }
            known[key] = now
        }
    }

    private func digest(_ password: String, _ hash: String) -> Data {
        Data(HMAC<SHA256>.authenticationCode(for: Data((hash + "\u{0}" + password).utf8), using: salt))
    }
}
