import Lessons

/// How often one item was asked and missed, for finding what a child still confuses.
public struct ItemMisses: Sendable, Equatable {
    /// The subject the item belongs to.
    public var subject: Subject
    /// The item ("7", "a", "casa").
    public var item: String
    /// How many times it was asked.
    public var asked: Int
    /// How many of those were wrong or timed out.
    public var missed: Int
    /// Mean response time in seconds over all times it was asked.
    public var meanResponseTime: Double
}
