/// A question's countdown, measured from the moment it was asked so rounding never accumulates over a long game.
struct Countdown: Sendable {
    let seconds: Int
    let start: Double
    private var reported = 0

    init(seconds: Int, start: Double) {
        self.seconds = seconds
        self.start = start
    }

    /// The seconds-left values of the whole seconds passed by `now` and not yet reported, in order; 0 means time is up.
    mutating func advance(to now: Double) -> [Int] {
        // Clamp as a Double first: a clock far ahead must not overflow Int.
        let elapsed = Int(min(Double(seconds), (now - start).rounded(.down)))
        guard elapsed > reported else { return [] }
        let due = (reported + 1...elapsed).map { seconds - $0 }
        reported = elapsed
        return due
    }
}
