import AudioEngine
import Foundation
import Lessons
import Logging
import SoundBank

/// A loaded sound bank as the conductor and the lessons see it: clips decoded on first use through the
/// engine's cache (trimmed and levelled as they load, see `Levelling`), groups by name, the lesson content, and the
/// bank's cue overrides.
///
/// A clip that is missing or cannot be decoded is skipped with one warning, never an error: a kiosk plays on.
public final class BankLibrary: CueLibrary, @unchecked Sendable {
    /// The bank.
    public let bank: Bank
    private let cache: ClipCache
    /// The measured level of each file, which sets how it is trimmed and its gain.
    public let levels: ClipLevels
    private let named: [String: NamedClip]
    private let groups: [String: [String]]
    private let lock = NSLock()
    private var failed: Set<String> = []
    private let logger = Logger(label: "educat.bank")

    /// Wraps `bank`, decoding into `cache`, with levels cached beside the bank unless `levels` is given.
    public init(bank: Bank, cache: ClipCache, levels: ClipLevels? = nil) {
        self.bank = bank
        self.cache = cache
        self.levels = levels ?? ClipLevels(folder: bank.folder)
        let clips = bank.clips
        let named = Dictionary(clips.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.named = named
        var groups: [String: [String]] = [:]
        for group in bank.groups.keys {
            groups[group] = bank.groups[group]!.indices.map { ClipName.member($0 + 1, of: ClipGroup(rawValue: group)).rawValue }
        }
        // Help clips come from [help] and from registered kinds' sections alike: each is a group of one.
        for name in named.keys where ClipName(rawValue: name).isHelp { groups[name] = [name] }
        self.groups = groups
    }

    public func clip(named name: String) -> Clip? { clip(named: name, loops: false) }

    /// The clip called `name`, streamed to loop when `loops` and long (see `ClipCache`).
    private func clip(named name: String, loops: Bool) -> Clip? {
        guard let entry = named[name] else {
            warnOnce(name, "the bank has no clip \"\(name)\"; skipped")
            return nil
        }
        do {
            let path = entry.clip.path
            switch levels.lookup(path) {
            case .known(let level):
                return try cache.clip(at: path, name: name, shaping: ClipLevels.shaping(for: entry, level: level), loops: loops)
            case .unmeasured(let hash):
                // Measured from the decode that makes the clip, not from a decode of its own.
                return try cache.clip(at: path, name: name) { [levels] native in
                    ClipLevels.shaping(for: entry, level: levels.measure(native, at: path, hash: hash))
                }
            }
        } catch {
            warnOnce(name, "\(error); skipped")
            return nil
        }
    }

    public func optionalClip(named name: String) -> Clip? { hasClip(named: name) ? clip(named: name) : nil }

    public func group(named name: String) -> [String] { groups[name] ?? [] }

    /// Whether the bank has a clip called `name` (decodable or not), asked before `clip(named:)` by callers whose names
    /// come from outside, so an unknown name is neither warned about nor remembered.
    public func hasClip(named name: String) -> Bool { named[name] != nil }

    /// Decodes the clips now, as many as the cache keeps, so the first key press never waits; returns how many
    /// of those tried could not be decoded.
    @discardableResult
    public func preload() -> Int {
        levels.batch {
            var failures = 0
            for name in named.keys.sorted() where name != ClipName.music.rawValue {
                guard !cache.isFull else { break }
                if clip(named: name) == nil { failures += 1 }
            }
            return failures
        }
    }

    /// Items, words, feedback group sizes and the registered kinds' sections (the stories, the timer's activities, the
    /// phrase builder's words) for the lessons.
    public var content: LessonContent {
        var items: [Subject: [LessonItem]] = [:]
        for subject in Subject.itemSubjects {
            items[subject] = (bank.items[subject] ?? []).map {
                LessonItem(key: $0.key, id: ClipName.item(subject, $0.key).rawValue)
            }
        }
        let words = bank.words.map {
            Lessons.SyllableWord(id: ClipName.word($0.word).rawValue, text: $0.word, syllables: $0.syllables, display: $0.display,
                                 picture: $0.picture)
        }
        var content = LessonContent(items: items, words: words, praiseClips: bank.groups[ClipGroup.praise.rawValue]?.count ?? 0,
                                    scoldClips: bank.groups[ClipGroup.scold.rawValue]?.count ?? 0)
        content.language = bank.language
        content.activities = bank.sections.mapValues(\.lessonContent)
        return content
    }

    /// The standard cue table with the bank's overrides.
    public var cueTable: CueTable {
        let standard = CueTable.withActivities
        var overrides: [CueKey: [CueStep]] = [:]
        for (event, cue) in bank.cues {
            let key = Self.key(for: event)
            overrides[key] = Self.steps(cue, standard: standard.cues[key] ?? [])
        }
        return standard.overriding(with: overrides)
    }

    /// The background music and its loop in engine frames, if the bank has music that decodes.
    public var music: (clip: Clip, loop: LoopRange)? {
        guard let track = bank.music, let clip = clip(named: ClipName.music.rawValue, loops: true) else { return nil }
        let scale = Double(clip.format.sampleRate) / Double(clip.sourceFormat.sampleRate)
        let start = min(Int((Double(track.loopStart) * scale).rounded()), clip.frameCount - 1)
        let end = track.loopEnd.map { min(Int((Double($0) * scale).rounded()), clip.frameCount) } ?? clip.frameCount
        return (clip, LoopRange(start: max(0, start), end: max(start + 1, end)))
    }

    /// The conductor's event key for a bank's cue event.
    static func key(for event: CueEvent) -> CueKey {
        switch event {
        case .event(let kind): CueKey(kind)
        case .activity(let event): CueKey(activity: event.name)
        case .help: CueKey(.helpRequested)
        case .info: CueKey(.screenEntered, on: .info)
        }
    }

    /// A bank cue as conductor steps, `standard` being the event's own.
    static func steps(_ cue: Cue, standard: [CueStep]) -> [CueStep] {
        switch cue {
        case .group(let name): [.group(ClipGroup(rawValue: name))]
        case .clip(let name): [.clip(ClipName(rawValue: name))]
        case .standard: standard
        case .pause(let seconds): [.pause(seconds)]
        case .sequence(let cues): cues.flatMap { steps($0, standard: standard) }
        }
    }

    private func warnOnce(_ name: String, _ message: String) {
        let first = lock.withLock { failed.insert(name).inserted }
        if first { logger.warning("\(message)") }
    }
}
