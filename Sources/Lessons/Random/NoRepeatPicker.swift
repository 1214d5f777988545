/// Picks random indices that never repeat the previous pick, as eduCAT does for items, praise and scolding.
public struct NoRepeatPicker: Sendable {
    public private(set) var previous: Int?

    /// A picker that has picked nothing yet.
    public init() {}

    /// An index in `0..<count` other than the previous one; 0 when there are fewer than two to choose from.
    public mutating func pick<R: RandomNumberGenerator>(from count: Int, using random: inout R) -> Int {
        guard count > 1 else {
            previous = 0
            return 0
        }
        guard let last = previous, last < count else {
            let index = Int.random(in: 0..<count, using: &random)
            previous = index
            return index
        }
        // Draw among the others and skip over the last one: uniform, one draw, no retry loop.
        let draw = Int.random(in: 0..<(count - 1), using: &random)
        let index = draw >= last ? draw + 1 : draw
        previous = index
        return index
    }
}
