/// The master volume children change with `+` and `-`, in steps, never above the operator's cap.
public struct VolumeControl: Equatable, Sendable {
    /// The current level, dB.
    public private(set) var level: Double
    /// The highest level `+` reaches, dB.
    public private(set) var cap: Double
    /// One press of `+` or `-`, dB.
    public var step = 3.0
    /// The lowest level `-` reaches, dB.
    public static let lowest = -30.0

    /// A control at `level`, kept under `cap`.
    public init(level: Double = 0, cap: Double = 0) {
        self.cap = cap
        self.level = min(cap, max(Self.lowest, level))
    }

    /// Moves `steps` steps up (positive) or down, within the lowest level and the cap.
    public mutating func change(by steps: Int) {
        level = min(cap, max(Self.lowest, level + Double(steps) * step))
    }

    /// Sets the cap; a level above it comes down to it.
    public mutating func setCap(_ newCap: Double) {
        cap = newCap
        level = min(level, cap)
    }
}
