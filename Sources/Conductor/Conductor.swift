import AudioEngine
import Lessons

/// Turns a session's events into sound: looks each up in the cue table, builds one timeline per batch,
/// cancels what a new batch supersedes, and reports progress back as session inputs. This is the batching core;
/// a kind with a timeline of its own builds it beside its kind (`Syllables/SyllableTimeline`, a registered kind's
/// `CueActivity.addTimeline`: the story's narration).
///
/// Called from one control thread (the driver's loop).
public final class Conductor {
    /// The engine cues play on.
    public let engine: Engine
    private let library: CueLibrary
    private let table: CueTable
    private let challengeRules: ChallengeRules
    private var random: SplitMix64
    private var foreground: TimelineHandle?
    private var roles: [TimelineHandle: [Int: CueTimeline.Role]] = [:]
    private var lastPick: [String: Int] = [:]
    private var pending: [ConductorReport] = []
    /// Words not yet reported as heard: the timeline saying them, the frame the word starts at, and its report.
    private var wordMarks: [(handle: TimelineHandle, frame: Int64, heard: ActivityInput)] = []
    /// Clips playing beside the foreground (a story page's sounds), stopped by an event that ends them or leaving.
    private var overlays: [TimelineHandle] = []

    /// Pause between the cues of two events in one batch (e.g. the scold, then the clapped word).
    public var gapBetweenEvents = 0.3

    /// Creates a conductor playing `table`, by default every registered kind's cues; `seed` makes the random picks
    /// (groups without an index) repeatable, and a challenge's help tells `challengeRules`' seconds and lives.
    public init(engine: Engine, library: CueLibrary, table: CueTable = .withActivities,
                challengeRules: ChallengeRules = ChallengeRules(),
                seed: UInt64 = 0) {
        self.engine = engine
        self.library = library
        self.table = table
        self.challengeRules = challengeRules
        random = SplitMix64(seed: seed)
    }

    /// Plays what `events` ask for as one timeline, starting at mix frame `frame` (nil: the next frame mixed).
    ///
    /// A batch that plays something, or that leaves a screen, cancels the previous batch first.
    public func perform(_ events: [Event], on screen: Screen, atFrame frame: Int64? = nil) {
        let leaving = events.contains(where: \.stopsEverything)
        if leaving || events.contains(where: \.endsOverlays) { overlays.forEach(engine.scheduler.cancel) }
        if !events.isEmpty, events.allSatisfy(\.isOverlay) { return overlay(events, on: screen, atFrame: frame) }
        let builder = timeline(of: events, on: screen)
        if leaving || !builder.timeline.entries.isEmpty, let current = foreground {
            engine.scheduler.cancel(current)
            roles[current] = nil
            foreground = nil
        }
        guard !builder.timeline.entries.isEmpty else {
            if builder.wantsCompletion { pending.append(.input(.cueFinished, frame: frame ?? engine.renderedFrames)) }
            return
        }
        guard let handle = engine.scheduler.schedule(builder.timeline, atFrame: frame) else { return }
        foreground = handle
        roles[handle] = builder.roles
    }

    /// Stops everything the conductor started (leaving a screen, idle return).
    public func stopAll() {
        if let current = foreground { engine.scheduler.cancel(current) }
        foreground = nil
        engine.scheduler.stop(bus: .voice)
        engine.scheduler.stop(bus: .effects)
    }

    /// Whether the last batch is still sounding.
    public var isPlaying: Bool { foreground.map(engine.scheduler.isActive) ?? false }

    /// Drains the engine's events: the clip log, plus the cue-finished input and the kinds' reports for the session.
    public func collect() -> [ConductorReport] {
        var reports = pending
        pending = []
        for event in engine.scheduler.pollEvents() {
            switch event.kind {
            case .started:
                reports.append(.clipStarted(bus: event.bus, clip: event.label, frame: event.frame))
                switch roles[event.handle]?[event.entry] {
                case .input(let input): reports.append(.input(input, frame: event.frame))
                case .words(let offsets, let heard):
                    wordMarks += offsets.enumerated().map { (event.handle, event.frame + Int64($1), heard.numbered($0)) }
                case nil: break
                }
            case .ended:
                reports.append(.clipEnded(bus: event.bus, clip: event.label, frame: event.frame))
            case .cancelled, .dropped:
                break
            }
            if event.kind != .started, event.handle == foreground, !engine.scheduler.isActive(event.handle) {
                foreground = nil
                roles[event.handle] = nil
                reports.append(.input(.cueFinished, frame: event.frame))
            } else if event.handle != foreground, !engine.scheduler.isActive(event.handle) {
                roles[event.handle] = nil
            }
        }
        return reports + heardWords()
    }

    /// The words whose start the mix has reached (a story page's); words of a narration that was cut are dropped.
    private func heardWords() -> [ConductorReport] {
        wordMarks.removeAll { $0.handle != foreground }
        let mixed = engine.renderedFrames
        let due = wordMarks.filter { $0.frame <= mixed }
        wordMarks.removeAll { $0.frame <= mixed }
        return due.map { .input(.activity($0.heard), frame: $0.frame) }
    }

    /// Plays the cues of events that play beside whatever plays on the effects bus, so a narration is never cut by
    /// them (a story page's sounds).
    private func overlay(_ events: [Event], on screen: Screen, atFrame frame: Int64?) {
        overlays.removeAll { !engine.scheduler.isActive($0) }
        let beside = timeline(of: events, on: screen).timeline.moved(to: .effects)
        guard !beside.entries.isEmpty, let handle = engine.scheduler.schedule(beside, atFrame: frame) else {
            return
        }
        overlays.append(handle)
    }

    // MARK: - Building timelines

    /// The cues of `events` one after the other, a pause between two events' cues.
    private func timeline(of events: [Event], on screen: Screen) -> CueTimeline {
        var builder = CueTimeline(format: engine.format, library: library)
        for event in events {
            let on = event.screen ?? screen
            let steps = table.steps(for: event.name, screen: on.path)
            guard !steps.isEmpty else { continue }
            if builder.timeline.cursor > 0 { builder.timeline.pause(gapBetweenEvents) }
            for step in steps { add(step, for: event, screen: on, to: &builder) }
        }
        return builder
    }

    private func add(_ step: CueStep, for event: Event, screen: Screen, to builder: inout CueTimeline) {
        builder.wantsCompletion = true
        switch step {
        case .pause(let seconds):
            builder.timeline.pause(seconds)
        case .clip(let name):
            builder.append(name.rawValue)
        case .group(let group):
            if let name = pick(from: group.rawValue, index: event.clipIndex) { builder.append(name) }
        case .help:
            for name in helpClips(for: screen) { builder.append(name) }
        case .item:
            if case .activity(let activity) = event, let item = activity.item { builder.append(item) }
        case .timeline:
            if case .activity(let activity) = event { CueActivities.kind(of: activity)?.addTimeline(of: activity, to: &builder) }
        case .eventClip:
            // Appended end to end: a sentence's words follow each other with no gap, as one utterance.
            for (index, name) in event.namedClips.enumerated() {
                if index > 0, case .activity(let activity) = event, activity.gap > 0 { builder.timeline.pause(activity.gap) }
                builder.append(name)
            }
        }
    }

    /// The screen's help clip; a challenge whose seconds or lives are not the defaults its whole clip says is told
    /// from the bank's parts instead, when the bank has them all.
    private func helpClips(for screen: Screen) -> [String] {
        let defaults = ChallengeRules()
        if screen.mode == .challenge, let subject = screen.subject,
           challengeRules.seconds != defaults.seconds || challengeRules.lives != defaults.lives,
           let parts = ChallengeHelp.clips(for: subject, rules: challengeRules, has: { !library.group(named: $0).isEmpty }) {
            return parts
        }
        return pick(from: ClipName.help(screen).rawValue, index: nil).map { [$0] } ?? []
    }

    /// A group member: the one the event chose, else a random one never the same as last time.
    private func pick(from group: String, index: Int?) -> String? {
        let names = library.group(named: group)
        guard !names.isEmpty else { return nil }
        if let index { return names[index % names.count] }
        var choice = Int(random.next() % UInt64(names.count))
        if names.count > 1, choice == lastPick[group] { choice = (choice + 1) % names.count }
        lastPick[group] = choice
        return names[choice]
    }
}
