/// Where challenge records are read and saved; the records store implements it, tests fake it.
public protocol RecordKeeper: Sendable {
    /// The best challenge score stored for `subject`; 0 when there is none.
    func best(for subject: Subject) -> Int
    /// Stores `score` as the record of `subject`, durably, before returning; throws when it could not.
    func save(subject: Subject, score: Int) throws
}
