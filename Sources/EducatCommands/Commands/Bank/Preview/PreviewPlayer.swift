import AudioEngine
import CommandSupport
import EducatApp
import Foundation
import TerminalUI

/// Plays a preview live one clip at a time, so that keys can skip, go back and pause (see `PreviewControls`).
/// On a terminal each clip's line shows a bar redrawn about 20 times a second from the frames the engine has
/// mixed; elsewhere each clip prints one line as it starts.
final class PreviewPlayer {
    /// How often the loop looks at keys and events and redraws, in seconds.
    private static let tick = 0.05
    private static let hint = "bank preview · Space: pause/play again · →/↓: next · ←/↑: back · q: quit"

    private let engine: Engine
    private let clips: [PreviewClip]
    private let gapFrames: Int64
    private let terminal = Terminal()
    private let redraws = isatty(STDOUT_FILENO) == 1
    private var controls: PreviewControls
    /// The clip scheduled last, with the mix frames at which it started and ended once the engine tells.
    private var playing: (handle: TimelineHandle, start: Int64?, end: Int64?)?
    /// The length of the clip playing or paused, in seconds.
    private var duration = 0.0
    /// Seconds heard of the current clip when it was paused.
    private var pausedAt = 0.0
    private var lineOpen = false
    /// How many clips were scheduled to play.
    private var played = 0

    /// A player for `clips`, with `gap` seconds of silence after each.
    init(engine: Engine, clips: [PreviewClip], gap: Double) {
        self.engine = engine
        self.clips = clips
        gapFrames = Int64(engine.format.frames(seconds: gap))
        controls = PreviewControls(count: clips.count)
    }

    /// Plays until the last clip has played or a key quits, on `target`; returns the signal that stopped it, if one
    /// did, and throws when none of the clips could be read. The terminal is back as it was when this returns.
    func run(on target: LiveTarget) throws -> Int32? {
        let output = LiveOutput.make(format: engine.format, target: target)
        output.start(source: engine.mixer)
        defer { output.stop() }
        if case .silent(let reason) = output.status { Log.main.notice("\(reason)") }
        let keyboard = PreviewKeyboard(terminal: terminal)
        defer { keyboard?.close() }
        if keyboard != nil { terminal.write("\u{1B}[H\(Self.hint)\n\n") }
        var running = apply(.play(0))
        while running {
            let keys: [Key]
            if let keyboard {
                guard let typed = keyboard.keys(timeout: Self.tick) else { break }
                keys = typed
            } else {
                Thread.sleep(forTimeInterval: Self.tick)
                keys = []
            }
            for key in keys where running {
                running = controls.press(key).map(apply) ?? true
            }
            followEvents()
            if running, let end = playing?.end, engine.renderedFrames >= end + gapFrames {
                running = apply(controls.clipEnded())
            }
            draw()
        }
        stop()
        closeLine()
        if played == 0, keyboard?.signalled == nil { throw ExitError("nothing to preview: none of the chosen clips can be read") }
        return keyboard?.signalled
    }

    /// Does what the controls ask; false when the preview is over.
    private func apply(_ action: PreviewControls.Action) -> Bool {
        switch action {
        case .play(let index):
            stop()
            closeLine()
            let clip = clips[index]
            guard let decoded = clip.load() else {
                terminal.write(clip.unreadable + "\n")
                return apply(controls.skipUnplayable())
            }
            played += 1
            var timeline = Timeline(format: engine.format)
            timeline.append(decoded, on: clip.bus, label: clip.name)
            playing = engine.scheduler.schedule(timeline).map { ($0, nil, nil) }
            duration = decoded.duration
            if !redraws { terminal.write(clip.heading + "\n") }
            return true
        case .pause:
            pausedAt = elapsed
            stop()
            return true
        case .quit, .finish:
            return false
        }
    }

    private func stop() {
        if let handle = playing?.handle { engine.scheduler.cancel(handle) }
        playing = nil
    }

    /// Notes when the playing clip starts and ends; a clip the mixer had no voice for counts as ended.
    private func followEvents() {
        for event in engine.scheduler.pollEvents() where event.handle == playing?.handle {
            switch event.kind {
            case .started: playing?.start = event.frame
            case .ended, .cancelled, .dropped: playing?.end = event.frame
            }
        }
    }

    /// Seconds of the playing clip mixed so far.
    private var elapsed: Double {
        guard let start = playing?.start else { return 0 }
        let now = playing?.end ?? engine.renderedFrames
        return engine.format.seconds(frames: Int(max(0, now - start)))
    }

    private func draw() {
        guard redraws else { return }
        let clip = clips[controls.index]
        let line = ProgressLine(place: clip.place, name: clip.column, text: clip.text,
                                elapsed: controls.isPaused ? pausedAt : elapsed, duration: duration,
                                isPaused: controls.isPaused)
        terminal.write("\r\u{1B}[K" + line.text(columns: terminal.size.columns))
        lineOpen = true
    }

    private func closeLine() {
        if lineOpen { terminal.write("\n") }
        lineOpen = false
    }
}
