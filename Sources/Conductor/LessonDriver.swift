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
    private let content: LessonContent
    private let rules: ChallengeRules
    private let records: any RecordKeeper
    private let anchorsToFrames: Bool
    private var random: SplitMix64
    private var session: any Session
    private var now = 0.0

    /// A driver on the main screen; `exactFrames` anchors every cue to its event's frame (offline renders).
    public init(conductor: Conductor, content: LessonContent, rules: ChallengeRules, records: any RecordKeeper,
                seed: UInt64, exactFrames: Bool) {
        self.conductor = conductor
        self.content = content
        self.rules = rules
        self.records = records
        anchorsToFrames = exactFrames
        random = SplitMix64(seed: seed)
        session = MenuSession(screen: .main)
    }

    /// The screen showing.
    public var screen: Screen { session.state.screen }

    /// What the screen draws.
    public var state: SessionState { session.state }

    /// Leaves the current screen and enters `screen`.
    @discardableResult
    public func open(_ screen: Screen, at time: Double) -> [Record] {
        now = max(now, time)
        let left = Event.screenLeft(self.screen)
        var log = [Record(time: now, entry: .event(left, screen: self.screen))]
        conductor.perform([left], on: self.screen, atFrame: frame)
        session = makeSession(for: screen)
        let entered = Event.screenEntered(screen)
        log.append(Record(time: now, entry: .event(entered, screen: screen)))
        conductor.perform([entered], on: screen, atFrame: frame)
        return log
    }

    /// Applies one input at `time`: the session's events play, and back opens the parent screen.
    @discardableResult
    public func handle(_ input: Input, at time: Double) -> [Record] {
        var log = advance(to: time)
        log += dispatch(input)
        return log
    }

    /// Lets time run to `time`: countdown ticks and timeouts, and the conductor's progress reports.
    @discardableResult
    public func advance(to time: Double) -> [Record] {
        now = max(now, time)
        var log = play(session.advance(to: now))
        for report in conductor.collect() {
            let reportTime = conductor.engine.format.seconds(frames: Int(report.frame))
            log.append(Record(time: reportTime, entry: .clip(report)))
            if case .input(let input, _) = report { log += dispatch(input) }
        }
        return log
    }

    private func dispatch(_ input: Input) -> [Record] {
        let events = session.handle(input, at: now)
        var log = play(events)
        if events.contains(where: { if case .screenLeft = $0 { true } else { false } }), let parent = screen.parent {
            session = makeSession(for: parent)
            let entered = Event.screenEntered(parent)
            log.append(Record(time: now, entry: .event(entered, screen: parent)))
            conductor.perform([entered], on: parent, atFrame: frame)
        }
        return log
    }

    private func play(_ events: [Event]) -> [Record] {
        guard !events.isEmpty else { return [] }
        let on = screen
        conductor.perform(events, on: on, atFrame: frame)
        return events.map { Record(time: now, entry: .event($0, screen: on)) }
    }

    /// The frame cues anchor to: exact for renders, the next mixed frame when live.
    private var frame: Int64? {
        anchorsToFrames ? Int64(conductor.engine.format.frames(seconds: now)) : nil
    }

    private func makeSession(for screen: Screen) -> any Session {
        guard let subject = screen.subject, let mode = screen.mode else { return MenuSession(screen: screen) }
        let seed = random.next()
        switch (subject, mode) {
        case (.syllables, .lesson):
            return SyllableLesson(words: content.words, random: SplitMix64(seed: seed))
        case (_, .lesson):
            return ItemLesson(subject: subject, items: content.items[subject] ?? [])
        case (_, .game):
            return Quiz(subject: subject, questions: content.questions(for: subject), praiseClips: content.praiseCount,
                        scoldClips: content.scoldCount, mode: .game, random: SplitMix64(seed: seed))
        case (_, .challenge):
            return Quiz(subject: subject, questions: content.questions(for: subject), praiseClips: content.praiseCount,
                        scoldClips: content.scoldCount, mode: .challenge(rules, records: records),
                        random: SplitMix64(seed: seed))
        }
    }
}
