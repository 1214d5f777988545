/// Where challenge records are read and saved; the records store implements it, tests fake it.
public protocol RecordKeeper: Sendable {
    /// The best challenge score stored for `subject`; 0 when there is none.
    func best(for subject: Subject) -> Int
    /// Stores `score` as the record of `subject`, durably, before returning; throws when it could not.
    ///
    /// `ending` is the answer that ended the game (its `Event.answer`: a wrong key or a timeout, at session time
    /// `time`): the game is saved before that answer's event is reported, so this is where the keeper first learns of it.
    func save(subject: Subject, score: Int, ending: Event, at time: Double) throws
}
