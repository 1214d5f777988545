/// One running screen of a lesson kind: inputs in, events out, state to draw; pure, with time passed in.
public protocol Session {
    /// What the screen draws now.
    var state: SessionState { get }
    /// Applies one input at monotonic time `now` (seconds); time-driven events due by `now` come first.
    mutating func handle(_ input: Input, at now: Double) -> [Event]
    /// Lets time pass to `now` (seconds), returning the ticks, timeouts and automatic steps it brings.
    mutating func advance(to now: Double) -> [Event]
    /// What the session plays as its screen is entered (a story's narration starts).
    mutating func start() -> [Event]
    /// Whether time alone will still bring events (a page turn, the next memorize card, a running timer).
    var awaitsTime: Bool { get }
}

// MARK: - Default implementations

extension Session {
    /// Sessions without timers have nothing to do as time passes.
    public mutating func advance(to now: Double) -> [Event] { [] }

    /// Most sessions wait for the child's first key.
    public mutating func start() -> [Event] { [] }

    /// Sessions without timers wait for input alone.
    public var awaitsTime: Bool { false }
}
