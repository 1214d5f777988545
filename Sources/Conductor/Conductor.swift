import AudioEngine
import Lessons

/// Turns a session's events into sound: looks each up in the cue table, builds one timeline per batch,
/// cancels what a new batch supersedes, and reports progress back as session inputs.
///
/// Called from one control thread (the driver's loop).
public final class Conductor {
    /// The engine cues play on.
    public let engine: Engine
    private let library: CueLibrary
    private let table: CueTable
    private let timing: SyllableTiming
    private let challengeRules: ChallengeRules
    private var random: SplitMix64
    private var foreground: TimelineHandle?
    private var roles: [TimelineHandle: [Int: Role]] = [:]
    private var lastPick: [String: Int] = [:]
    private var pending: [ConductorReport] = []
    /// Story words not yet reported: the narration's timeline, the frame the word starts at, and its index.
    private var wordMarks: [(handle: TimelineHandle, frame: Int64, index: Int)] = []
    /// Story object clips playing over the narration, stopped when the page turns or the screen is left.
    private var overlays: [TimelineHandle] = []

    /// What a timeline entry means to the session.
    private enum Role {
        case syllable(Int)
        case count
        /// A narration whose words start at these frame offsets from the clip's start.
        case words([Int])
    }

    /// Pause between the cues of two events in one batch (e.g. the scold, then the clapped word).
    public var gapBetweenEvents = 0.3

    /// Creates a conductor; `seed` makes the random picks (groups without an index) repeatable, and a challenge's
    /// help tells `challengeRules`' seconds and lives.
    public init(engine: Engine, library: CueLibrary, table: CueTable = .standard,
                timing: SyllableTiming = SyllableTiming(), challengeRules: ChallengeRules = ChallengeRules(),
                seed: UInt64 = 0) {
        self.engine = engine
        self.library = library
        self.table = table
        self.timing = timing
        self.challengeRules = challengeRules
        random = SplitMix64(seed: seed)
    }

    /// Plays what `events` ask for as one timeline, starting at mix frame `frame` (nil: the next frame mixed).
    ///
    /// A batch that plays something, or that leaves a screen, cancels the previous batch first.
    public func perform(_ events: [Event], on screen: Screen, atFrame frame: Int64? = nil) {
        let leaving = events.contains(where: \.stopsEverything)
        if leaving || events.contains(where: \.isNarration) { overlays.forEach(engine.scheduler.cancel) }
        if !events.isEmpty, events.allSatisfy(\.isOverlay) { return overlay(events, on: screen, atFrame: frame) }
        var builder = Builder(format: engine.format)
        for event in events {
            let on = event.screen ?? screen
            let steps = table.steps(for: event.name, screen: on.path)
            guard !steps.isEmpty else { continue }
            if builder.timeline.cursor > 0 { builder.timeline.pause(gapBetweenEvents) }
            for step in steps { add(step, for: event, screen: on, to: &builder) }
        }
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

    /// Drains the engine's events: the clip log, plus syllable, count and cue-finished inputs for the session.
    public func collect() -> [ConductorReport] {
        var reports = pending
        pending = []
        for event in engine.scheduler.pollEvents() {
            switch event.kind {
            case .started:
                reports.append(.clipStarted(bus: event.bus, clip: event.label, frame: event.frame))
                switch roles[event.handle]?[event.entry] {
                case .syllable(let index): reports.append(.input(.syllableShown(index), frame: event.frame))
                case .count: reports.append(.input(.countShown, frame: event.frame))
                case .words(let offsets):
                    wordMarks += offsets.enumerated().map { (event.handle, event.frame + Int64($1), $0) }
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

    /// The story words whose start the mix has reached; words of a narration that was cut are dropped.
    private func heardWords() -> [ConductorReport] {
        wordMarks.removeAll { $0.handle != foreground }
        let mixed = engine.renderedFrames
        let due = wordMarks.filter { $0.frame <= mixed }
        wordMarks.removeAll { $0.frame <= mixed }
        return due.map { .input(.wordHeard($0.index), frame: $0.frame) }
    }

    /// Plays story object clips beside whatever plays, on the effects bus, so a narration is never cut by them.
    private func overlay(_ events: [Event], on screen: Screen, atFrame frame: Int64?) {
        overlays.removeAll { !engine.scheduler.isActive($0) }
        var timeline = Timeline(format: engine.format)
        for case .storyObject(let name) in events {
            if let clip = library.clip(named: name) { timeline.add(clip, on: .effects, atFrame: 0, label: name) }
        }
        guard !timeline.entries.isEmpty, let handle = engine.scheduler.schedule(timeline, atFrame: frame) else { return }
        overlays.append(handle)
    }

    // MARK: - Building timelines

    /// A timeline under construction and what its entries mean.
    private struct Builder {
        var timeline: Timeline
        var roles: [Int: Role] = [:]
        /// Whether the session waits for this batch to finish (it had a sounding cue, even if nothing could play).
        var wantsCompletion = false

        init(format: AudioFormat) { timeline = Timeline(format: format) }
    }

    private func add(_ step: CueStep, for event: Event, screen: Screen, to builder: inout Builder) {
        builder.wantsCompletion = true
        switch step {
        case .pause(let seconds):
            builder.timeline.pause(seconds)
        case .clip(let name):
            append(name.rawValue, to: &builder)
        case .group(let group):
            if let name = pick(from: group.rawValue, index: event.clipIndex) { append(name, to: &builder) }
        case .help:
            for name in helpClips(for: screen) { append(name, to: &builder) }
        case .item:
            switch event.question {
            case .item(let item)?: append(item.id, to: &builder)
            case .word(let word)?: append(word.id, to: &builder)
            case nil: break
            }
        case .syllables:
            if let word = event.question?.word { addSyllables(of: word, to: &builder) }
        case .narration:
            if case .narrate(let narration) = event { addNarration(narration, to: &builder) }
        case .eventClip:
            // Appended end to end: a sentence's words follow each other with no gap, as one utterance.
            for (index, name) in event.namedClips.enumerated() {
                if index > 0, case .activity(let activity) = event, activity.gap > 0 { builder.timeline.pause(activity.gap) }
                append(name, to: &builder)
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

    /// The page's narration on the voice bus, its music softly under it and its effects at their times;
    /// its words' start frames are kept so the screen can highlight each as it is spoken.
    private func addNarration(_ narration: StoryNarration, to builder: inout Builder) {
        let format = engine.format
        let start = builder.timeline.cursor
        if let name = narration.music, let music = library.clip(named: name) {
            builder.timeline.add(music, on: .effects, atFrame: start, gain: 0.5, label: name)
        }
        for effect in narration.effects {
            guard let clip = library.clip(named: effect.clip) else { continue }
            builder.timeline.add(clip, on: .effects, atFrame: start + format.frames(seconds: effect.at), label: effect.clip)
        }
        guard let name = narration.clip, let clip = library.clip(named: name) else { return }
        let entry = builder.timeline.add(clip, on: .voice, atFrame: start, label: name)
        let duration = format.seconds(frames: clip.frameCount)
        builder.roles[entry] = .words(narration.starts(duration: duration).map { format.frames(seconds: $0) })
        builder.timeline.moveCursor(toAtLeast: format.seconds(frames: builder.timeline.endFrame))
    }

    private func append(_ name: String, to builder: inout Builder) {
        guard let clip = library.clip(named: name) else { return }
        builder.timeline.append(clip, on: .voice, label: name)
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

    /// Word at the start; first syllable 1.5 s later; each next one 0.6 s after the previous ends, a clap with
    /// each; the count 3 s after the first syllable, or 0.6 s after the last one ends if that is later. The syllables
    /// are the bank's clips per syllable, else its paced clip with claps spread over it, else the word cut in pieces.
    private func addSyllables(of word: SyllableWord, to builder: inout Builder) {
        let format = engine.format
        let start = builder.timeline.cursor
        let wordClip = library.clip(named: word.id)
        if let wordClip { builder.timeline.add(wordClip, on: .voice, atFrame: start, label: word.id) }
        let firstSyllable = start + format.frames(seconds: timing.firstSyllable)
        let clapName = ClipName.clap.rawValue
        let clap = library.clip(named: clapName)
        var cursor = firstSyllable
        let name = ClipName(rawValue: word.id)
        let recorded = (1...max(1, word.count)).compactMap { index in
            let syllable = name.syllable(index).rawValue
            return library.optionalClip(named: syllable).map { ($0, syllable) }
        }
        let paced = recorded.count == word.count ? nil : library.optionalClip(named: name.paced.rawValue)
        // No clip per syllable and no paced clip: the word's recording cut at its quietest points plays as syllables.
        let syllables = word.count > 0 && recorded.count == word.count ? recorded : paced != nil ? nil
            : wordClip.flatMap { SyllableCuts.pieces(of: $0, into: word.count, name: word.id) }?.map { ($0, $0.name) }
        if let syllables {
            for (index, (clip, label)) in syllables.enumerated() {
                if index > 0 { cursor += format.frames(seconds: timing.betweenSyllables) }
                let entry = builder.timeline.add(clip, on: .voice, atFrame: cursor, label: label)
                builder.roles[entry] = .syllable(index)
                if let clap { builder.timeline.add(clap, on: .effects, atFrame: cursor, label: clapName) }
                cursor += clip.frameCount
            }
        } else if let spoken = paced ?? wordClip {
            // The paced clip (or a word too short to cut) plays once, claps spread evenly over it.
            let label = paced == nil ? word.id : name.paced.rawValue
            builder.timeline.add(spoken, on: .voice, atFrame: cursor, label: label)
            let spacing = spoken.frameCount / max(1, word.count)
            for index in 0..<word.count {
                let at = cursor + index * spacing
                if let clap {
                    let entry = builder.timeline.add(clap, on: .effects, atFrame: at, label: clapName)
                    builder.roles[entry] = .syllable(index)
                }
            }
            cursor += spoken.frameCount
        }
        let countAt = max(firstSyllable + format.frames(seconds: timing.count),
                          cursor + format.frames(seconds: timing.afterLastSyllable))
        let countName = ClipName.number(word.count).rawValue
        if let countClip = library.clip(named: countName) {
            let entry = builder.timeline.add(countClip, on: .voice, atFrame: countAt, label: countName)
            builder.roles[entry] = .count
        }
        builder.timeline.moveCursor(toAtLeast: format.seconds(frames: builder.timeline.endFrame))
    }
}

extension Event {
    /// The praise or scold clip the session chose, if it chose one.
    var clipIndex: Int? {
        switch self {
        case .answerRight(let praise, _): praise
        case .answerWrong(let scold, _, _), .timeout(let scold, _): scold
        case .nameRight(let praise): praise
        case .nameWrong(let scold): scold
        case .activity(let event): event.choice
        default: nil
        }
    }

    /// The clips an event names, to play back to back: a story's object or voice, a timer's activity, a phrase
    /// word, a sentence.
    var namedClips: [String] {
        switch self {
        case .storyObject(let clip), .characterVoice(let clip), .activityChosen(let clip): [clip]
        case .phraseWord(let word): [word.clip]
        case .sentenceSpoken(let sentence): sentence.clips
        case .activity(let event): event.clips
        default: []
        }
    }

    /// Whether the event stops all the screen's sound: leaving it, or a story's narration stopped.
    var stopsEverything: Bool {
        switch self {
        case .screenLeft, .narrationStopped: true
        default: false
        }
    }

    /// Whether the event narrates a page: a new page's narration ends the previous page's object clips.
    var isNarration: Bool {
        if case .narrate = self { true } else { false }
    }

    /// Whether the event plays beside the foreground instead of replacing it (a story's object clip).
    var isOverlay: Bool {
        if case .storyObject = self { true } else { false }
    }

    /// The screen an event is about, when it names one.
    var screen: Screen? {
        switch self {
        case .screenEntered(let screen), .screenLeft(let screen), .helpRequested(let screen): screen
        default: nil
        }
    }

    /// The item or word the event is about.
    var question: Question? {
        switch self {
        case .playItem(let item): .item(item)
        case .questionAsked(let question): question
        case .answerRight(_, let question): question
        case .answerWrong(_, _, let correct), .timeout(_, let correct): correct
        case .syllableSequence(let word): .word(word)
        case .memoryCardShown(_, let card), .cardRevealed(_, let card): .item(card)
        case .countNumber(let number), .countHint(let number): .item(number)
        default: nil
        }
    }
}
