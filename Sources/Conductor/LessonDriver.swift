import AudioEngine
import Lessons

/// Runs the menu tree: holds the current screen's session, feeds it inputs and time, sends its events
/// to the conductor, and feeds the conductor's progress back; back on a screen opens its parent.
///
/// The same driver serves the live player (time from a monotonic clock, sound at the next frame) and
/// scripted renders (virtual time, every cue anchored to the exact frame of its event).
public final class LessonDriver {
    /// One thing that happened, for screens and the event log.
    public struct Record: Sendable, Equatable {
        /// Seconds from the start.
        public var time: Double
        /// A session event, or a clip report.
        public var entry: Entry
    }

    /// What a record holds.
    public enum Entry: Sendable, Equatable {
        /// A session event on a screen.
        case event(Event, screen: Screen)
        /// A clip started or ended.
        case clip(ConductorReport)
    }

    /// The conductor sound goes through.
    public let conductor: Conductor
    private var navigator: Navigator
    private let anchorsToFrames: Bool
    private var now = 0.0

    /// A driver before any screen is open; `exactFrames` anchors every cue to its event's frame (offline renders).
    public init(conductor: Conductor, navigator: Navigator, exactFrames: Bool) {
        self.conductor = conductor
        self.navigator = navigator
        anchorsToFrames = exactFrames
    }

    /// The screen showing.
    public var screen: Screen { navigator.screen }

    /// What the screen draws; menus have no session and show their screen only.
    public var state: SessionState { navigator.session?.state ?? SessionState(screen: navigator.screen) }

    /// How letters are drawn on the letters screens opened from now on (the child's choice, kept between screens).
    public var letterCase: LetterCase {
        get { navigator.letterCase }
        set { navigator.letterCase = newValue }
    }

    /// Whether the last batch of cues is still sounding.
    public var isPlaying: Bool { conductor.isPlaying }

    /// Stops every cue playing (a language switch, idle return); the music plays on.
    public func stopSound() {
        conductor.stopAll()
    }

    /// Whether the open session will still act by itself as time passes.
    public var awaitsTime: Bool { navigator.session?.awaitsTime ?? false }

    /// Leaves the current screen (if any) and enters `screen`.
    @discardableResult
    public func open(_ screen: Screen, at time: Double) -> [Record] {
        now = max(now, time)
        return play(navigator.open(screen))
    }

    /// Applies one input at `time`: the session's events play; back opens the parent screen.
    @discardableResult
    public func handle(_ input: Input, at time: Double) -> [Record] {
        var log = advance(to: time)
        log += play(navigator.handle(input, at: now))
        return log
    }

    /// Lets time run to `time`: countdown ticks and timeouts, and the conductor's progress reports.
    @discardableResult
    public func advance(to time: Double) -> [Record] {
        now = max(now, time)
        var log = play(navigator.advance(to: now))
        for report in conductor.collect() {
            let reportTime = sessionTime(ofFrame: report.frame)
            log.append(Record(time: reportTime, entry: .clip(report)))
            guard case .input(let input, _) = report else { continue }
            // A syllable or count is shown when it was heard; anything that plays starts now, on the mix's clock.
            let shownOnly = input != .cueFinished
            log += play(navigator.handle(input, at: now), loggedAt: shownOnly ? min(reportTime, now) : now)
        }
        return log
    }

    private func play(_ events: [Event], loggedAt time: Double? = nil) -> [Record] {
        guard !events.isEmpty else { return [] }
        conductor.perform(events, on: navigator.screen, atFrame: frame)
        return events.map { Record(time: time ?? now, entry: .event($0, screen: navigator.screen)) }
    }

    /// A mix frame on the session's clock: renders share one timeline; live, the mix began before the session's
    /// clock did, so the frame is placed back from the latest mixed frame, which is "now".
    private func sessionTime(ofFrame frame: Int64) -> Double {
        let format = conductor.engine.format
        guard !anchorsToFrames else { return format.seconds(frames: Int(frame)) }
        return now - format.seconds(frames: Int(conductor.engine.renderedFrames - frame))
    }

    /// The frame cues anchor to: exact for renders, the next mixed frame when live.
    private var frame: Int64? {
        anchorsToFrames ? Int64(conductor.engine.format.frames(seconds: now)) : nil
    }
}
