import Foundation
import TerminalUI

/// The keyboard of the terminal on standard input, in raw mode for as long as a preview runs.
///
/// Raw mode turns Ctrl-C into a key; SIGTERM and SIGHUP are caught so that the preview can put the terminal
/// back before it ends (the terminal's own restore covers exits and crashes, not those signals' default action).
final class PreviewKeyboard {
    /// The signal that asked the preview to stop, 0 while none did; written only by the signal handler.
    nonisolated(unsafe) private static var stopSignal: Int32 = 0

    private let terminal: Terminal
    private var decoder = KeyDecoder()
    private let clock = Date()

    /// Takes the terminal into raw mode, or nil when standard input is not a terminal.
    init?(terminal: Terminal) {
        guard terminal.isTerminal else { return nil }
        self.terminal = terminal
        Self.stopSignal = 0
        for caught in [SIGTERM, SIGHUP] {
            signal(caught) { PreviewKeyboard.stopSignal = $0 }
        }
        terminal.enter()
    }

    /// The signal that stopped the preview, if one did.
    var signalled: Int32? { Self.stopSignal == 0 ? nil : Self.stopSignal }

    /// Keys typed within `timeout` seconds; nil when the terminal is gone or a signal asked to stop.
    func keys(timeout: Double) -> [Key]? {
        guard signalled == nil else { return nil }
        let read = terminal.read(timeout: decoder.isWaiting ? min(timeout, decoder.escapeTimeout) : timeout)
        let now = -clock.timeIntervalSinceNow
        switch read {
        case .bytes(let bytes): return decoder.feed(bytes, at: now)
        case .nothing: return signalled == nil ? decoder.flush(at: now) : nil
        case .lost: return nil
        }
    }

    /// Puts the terminal back as it was.
    func close() {
        terminal.leave()
        for caught in [SIGTERM, SIGHUP] { signal(caught, SIG_DFL) }
    }
}
