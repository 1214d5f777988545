import TerminalUI

/// Where a preview is in its list of clips and what each key does there; pure, so it can be reasoned about
/// apart from the sound and the terminal.
///
/// Space stops the clip that is playing and, pressed again, plays it again from its start: the clips are short,
/// and hearing one whole is the point of a preview. Right or Down plays the next clip (after the last one the
/// preview ends), Left or Up the one before (the first one again at the start); either also ends a pause.
/// `q`, Esc and Ctrl-C quit.
struct PreviewControls {
    /// What the player must do after a key or the end of a clip.
    enum Action: Equatable {
        /// Play the clip at this index from its start, stopping any that plays.
        case play(Int)
        /// Stop the clip that plays and wait.
        case pause
        /// Stop and end the preview.
        case quit
        /// The last clip has played: end the preview.
        case finish
    }

    /// How many clips there are.
    let count: Int
    /// The clip playing, or paused.
    private(set) var index = 0
    /// Whether the preview waits for Space.
    private(set) var isPaused = false
    /// The way the last move went: 1 forward, -1 back.
    private var step = 1

    /// Controls over `count` clips, at the first one.
    init(count: Int) {
        self.count = count
    }

    /// What `key` asks for; nil for keys that do nothing.
    mutating func press(_ key: Key) -> Action? {
        switch key {
        case .character(" "):
            isPaused.toggle()
            return isPaused ? .pause : .play(index)
        case .right, .down:
            return move(to: index + 1)
        case .left, .up:
            return move(to: max(0, index - 1))
        case .character("q"), .character("Q"), .escape, .control("c"):
            return .quit
        default:
            return nil
        }
    }

    /// What follows when the current clip has played to its end (and the gap after it has passed).
    mutating func clipEnded() -> Action {
        move(to: index + 1)
    }

    /// The clip here cannot be played: on the way the last move went, forward again from the first clip.
    mutating func skipUnplayable() -> Action {
        if step < 0, index == 0 { step = 1 }
        return move(to: index + step)
    }

    private mutating func move(to next: Int) -> Action {
        isPaused = false
        guard next < count else { return .finish }
        step = next < index ? -1 : 1
        index = next
        return .play(next)
    }
}
