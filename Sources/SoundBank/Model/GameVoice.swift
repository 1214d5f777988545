/// What the games say at their end, from the bank's `[games]` table.
public enum GameVoice: String, CaseIterable, Sendable {
    /// Every pair found, or every number counted.
    case celebration
    /// Memory lost: "La propera vegada!" (next time!).
    case consolation
}
