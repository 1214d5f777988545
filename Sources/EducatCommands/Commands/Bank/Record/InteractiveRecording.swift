import AudioEngine
import CommandSupport
import Foundation
import SoundBank
import TerminalUI

/// `bank record` on a terminal: the text big, a countdown, a live level meter while it records, the take played back,
/// and keys to keep, redo, skip, go back or quit.
final class InteractiveRecording {
    private let recorder: BankRecorder
    private let taker: TakeTaker
    private let terminal = Terminal()
    private var decoder = KeyDecoder()
    private let clock = Date()
    private let player: TakePlayer
    /// What a key chose while a take was counted down, recorded or heard, when it was not "keep".
    private var pendingChoice: Choice?
    /// Whether the items' emoji can be drawn on this terminal.
    private let emoji: Bool

    init(capture: PulseCapture, recorder: BankRecorder, settings: TakeSettings, emoji: Bool) {
        self.recorder = recorder
        self.emoji = emoji
        taker = TakeTaker(capture: capture, settings: settings)
        player = TakePlayer()
    }

    /// What the person chose after hearing a take.
    private enum Choice { case keep, redo, skip, back, quit }

    func run(_ plan: [RecordingItem]) throws {
        guard terminal.isTerminal else {
            throw ExitError("bank record needs a terminal to ask about each take; pass --yes to keep every take unasked")
        }
        terminal.enter()
        defer { terminal.leave() }
        var index = 0
        while index < plan.count {
            let item = plan[index]
            switch try record(item, position: "\(index + 1)/\(plan.count)") {
            case .keep, .skip: index += 1
            case .back: index = max(0, index - 1)
            case .redo: break
            case .quit: return
            }
        }
    }

    /// Records `item` (and a word's syllables) until it is kept, skipped, or the person goes back or quits.
    private func record(_ item: RecordingItem, position: String) throws -> Choice {
        var screen = RecordScreen(item: item, position: position, emoji: emoji)
        guard let whole = try take(&screen, say: item.text) else { return pendingChoice ?? .skip }
        var syllables: [ProcessedTake] = []
        if case .word(let word) = item.kind, word.count > 1 {
            screen.prompt = "Now slowly, with a pause after each syllable"
            screen.shown = word.syllables.joined(separator: " ")
            while true {
                guard let raw = try capture(&screen) else { return pendingChoice ?? .skip }
                switch PausedTake.syllables(of: raw, count: word.count) {
                case .success(let pieces):
                    screen.status = RecordingReport.cuts(in: raw, syllables: word.syllables)
                    syllables = pieces
                case .failure(let mismatch):
                    screen.status = mismatch.description
                    syllables = []
                }
                player.play(raw)
                let choice = ask(&screen, keepable: !syllables.isEmpty)
                if choice == .keep { break }
                // Skipping the syllables keeps the word whole: the lesson then cuts them from it.
                if choice == .skip {
                    syllables = []
                    break
                }
                if choice != .redo { return choice }
            }
        }
        try recorder.store(whole, for: item, syllables: syllables)
        return .keep
    }

    /// One take of `text`, heard back until kept; nil when the person chose otherwise (in `pendingChoice`).
    private func take(_ screen: inout RecordScreen, say text: String) throws -> ProcessedTake? {
        while true {
            screen.prompt = "Say: \(text)"
            guard let raw = try capture(&screen) else { return nil }
            guard let processed = TakeProcessing.process(raw) else {
                screen.status = "no speech in that take"
                continue
            }
            screen.status = RecordingReport.describe(processed)
            player.play(processed.buffer)
            let choice = ask(&screen, keepable: true)
            if choice == .keep { return processed }
            if choice != .redo {
                pendingChoice = choice
                return nil
            }
        }
    }

    /// Counts down, then records with the meter until a pause after speech or a key; nil when a key other than
    /// Enter/Space stopped it (the choice is in `pendingChoice`).
    private func capture(_ screen: inout RecordScreen) throws -> PCMBuffer? {
        pendingChoice = nil
        for count in stride(from: 3, through: 1, by: -1) {
            screen.phase = .countdown(count)
            draw(screen)
            if let choice = waitForChoice(seconds: 0.6) {
                pendingChoice = choice
                return nil
            }
        }
        try taker.discardHeard()
        var stopped: Choice?
        var current = screen
        let raw = try taker.next { gate in
            current.phase = .recording(level: gate.level, clipped: gate.clipped, speaking: gate.state == .speaking)
            draw(current)
            for key in keys(timeout: 0) {
                switch key {
                case .enter, .character(" "): stopped = .keep
                default: if let choice = Self.choice(for: key) { stopped = choice }
                }
            }
            return stopped == nil
        }
        screen.phase = .review
        // Enter before any speech was heard has nothing to keep: the item is asked again.
        if let stopped, stopped != .keep || raw == nil {
            pendingChoice = stopped == .keep ? .redo : stopped
            return nil
        }
        return raw
    }

    /// Waits for a key after a take: Enter keeps (when the take can be kept), r redoes, s skips, ← goes back, q quits.
    private func ask(_ screen: inout RecordScreen, keepable: Bool) -> Choice {
        screen.phase = .review
        draw(screen)
        while true {
            for key in keys(timeout: 0.1) {
                if key == .enter && keepable { return .keep }
                if let choice = Self.choice(for: key) { return choice }
            }
        }
    }

    private func waitForChoice(seconds: Double) -> Choice? {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            for key in keys(timeout: 0.05) { if let choice = Self.choice(for: key) { return choice } }
        }
        return nil
    }

    private static func choice(for key: Key) -> Choice? {
        switch key {
        case .character("r"): .redo
        case .character("s"): .skip
        case .left, .backspace: .back
        case .character("q"), .escape, .control("c"): .quit
        default: nil
        }
    }

    private func keys(timeout: Double) -> [Key] {
        let now = -clock.timeIntervalSinceNow
        switch terminal.read(timeout: timeout) {
        case .bytes(let bytes): return decoder.feed(bytes, at: now)
        case .nothing: return decoder.flush(at: now)
        case .lost: return [.control("c")]
        }
    }

    private func draw(_ screen: RecordScreen) {
        let size = terminal.size
        terminal.write("\u{1B}[H\u{1B}[2J" + screen.lines(columns: size.columns, rows: size.rows).joined(separator: "\r\n"))
    }
}
