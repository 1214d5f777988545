/// The games beside the subjects (from the children's games design, 002): each profile counts how often it played each.
public enum GameKind: String, CaseIterable, Sendable, Codable {
    /// Audio memory: find the 8 pairs of sounds in a 4×4 grid.
    case memory
    /// Count-along: press the numbers in order, hearing each.
    case count
}
