import GRDB

/// Where records live; filled in by the records work.
public enum RecordStoreInfo {
    /// Opens an in-memory database to prove GRDB links.
    public static func probe() throws -> DatabaseQueue { try DatabaseQueue() }
}
