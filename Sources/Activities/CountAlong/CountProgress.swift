/// What the count-along screen draws: how far the child has counted, and whether the last press missed.
public struct CountProgress: Hashable, Sendable {
    /// The last number to reach.
    public let total: Int
    /// Numbers counted so far; the next to press is `counted + 1`.
    public internal(set) var counted = 0
    /// Whether the last press was not the next number (its hint is playing).
    public internal(set) var hinted = false

    /// Whether every number has been counted.
    public var finished: Bool { counted == total }
}
