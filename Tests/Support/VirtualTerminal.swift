import Glibc
import TerminalUI

/// A terminal for the UI loop in virtual time: keys, signals and resizes fall due at set times, and a read that waits
/// moves the clock on to the next of them (or by its whole timeout), so a minute and a half of idling passes at once.
/// Every frame the loop shows is kept with the time it was shown.
public final class VirtualTerminal: TerminalDevice {
    private enum Event {
        case bytes([UInt8])
        case signal(Int32)
        case resize(columns: Int, rows: Int)
        case lost
        case back
        case tick
    }

    public private(set) var now = 1_000.0
    public private(set) var size = (columns: 80, rows: 24)
    /// What is due, in time order.
    private var script: [(at: Double, event: Event)] = []
    private var caught: [Int32] = []
    /// Each frame shown, with when.
    public private(set) var frames: [(at: Double, lines: [String])] = []
    /// Whether the loop has the terminal (between `enter` and `leave`).
    public private(set) var entered = false

    /// A terminal of `columns` by `rows` whose clock starts at 1000 s.
    public init(columns: Int = 80, rows: Int = 24) {
        size = (columns, rows)
    }

    /// The time the last scripted event falls due (the start, before any).
    public private(set) var scriptEnd = 1_000.0

    /// Types `text` `seconds` after the last scripted event.
    public func type(_ text: String, after seconds: Double = 0.1) {
        add(.bytes(Array(text.utf8)), after: seconds)
    }

    /// Sends `signal` `seconds` after the last scripted event.
    public func signal(_ signal: Int32, after seconds: Double = 0.1) {
        add(.signal(signal), after: seconds)
    }

    /// Resizes the terminal `seconds` after the last scripted event, with the SIGWINCH a terminal sends, or silently
    /// (a reattached tmux client sends none).
    public func resize(columns: Int, rows: Int, after seconds: Double = 0.1, signalled: Bool = true) {
        add(.resize(columns: columns, rows: rows), after: seconds)
        if signalled { add(.signal(SIGWINCH), after: 0) }
    }

    /// Takes the terminal away `seconds` after the last scripted event (a hang-up), and gives it back `back` seconds later.
    public func loseTerminal(after seconds: Double, back: Double) {
        add(.lost, after: seconds)
        add(.back, after: back)
    }

    /// Lets `seconds` pass after the last scripted event before the script ends.
    public func wait(_ seconds: Double) {
        add(.tick, after: seconds)
    }

    /// Whether nothing scripted is left to happen.
    public var isDone: Bool { script.isEmpty }

    private func add(_ event: Event, after seconds: Double) {
        scriptEnd += seconds
        script.append((scriptEnd, event))
    }

    /// The screen's lines at `time`: the last frame shown by then.
    public func screen(at time: Double) -> String {
        (frames.last { $0.at <= time }?.lines ?? []).joined(separator: "\n")
    }

    /// The last frame's lines.
    public var screen: String { frames.last?.lines.joined(separator: "\n") ?? "" }

    // MARK: - TerminalDevice

    public func enter(kiosk: Bool) { entered = true }

    public func leave() { entered = false }

    public func read(timeout: Double) -> Terminal.ReadResult {
        // Once the script is played, the loop is asked to end as systemd would.
        if script.isEmpty { add(.signal(SIGTERM), after: 0) }
        let deadline = now + timeout
        guard let next = script.first, next.at <= deadline else {
            now = deadline
            return .nothing
        }
        script.removeFirst()
        now = max(now, next.at)
        switch next.event {
        case .bytes(let bytes): return .bytes(bytes)
        case .signal(let signal): caught.append(signal)
        case .resize(let columns, let rows): size = (columns, rows)
        case .lost: return .lost
        case .back, .tick: break
        }
        return .nothing
    }

    public func signals() -> [Int32] {
        defer { caught = [] }
        return caught
    }

    public func show(_ frame: [String], painted: String) {
        frames.append((now, frame))
    }

    /// Moves the clock to the next scripted event; the terminal is back if that event gives it back.
    public func reopen() -> Bool {
        guard let next = script.first else {
            caught.append(SIGTERM)
            return false
        }
        script.removeFirst()
        now = max(now, next.at)
        switch next.event {
        case .back: return true
        case .signal(let signal):
            caught.append(signal)
            return false
        default: return false
        }
    }
}
