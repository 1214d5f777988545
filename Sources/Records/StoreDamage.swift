/// Raised while opening when SQLite says the file is not a database or is corrupt; it triggers the move-aside.
struct StoreDamage: Error {
    /// What SQLite reported, kept for the recovery notice.
    var reason: String
}
