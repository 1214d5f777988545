import Activities
import AudioEngine
@testable import Conductor
import Lessons
import Synchronization

/// A kind's events played offline with the registered kinds' default cues: which clips they start, in order.
enum CueRender {
    /// Steady clips of the lengths `seconds` gives by name, recordings of the samples `recordings` gives (mono, the
    /// same on both channels), and the groups `groups` names of them.
    struct Library: CueLibrary {
        let seconds: [String: Double]
        let groups: [String: [String]]
        let recordings: [String: [Float]]
        /// The names asked for that it lacks, other than as optional clips: what a bank would warn about.
        let warned = Warned()

        /// Half-second clips of `names`, in no group.
        init(names: Set<String>) {
            self.init(seconds: Dictionary(uniqueKeysWithValues: names.map { ($0, 0.5) }))
        }

        /// Clips of the given lengths and samples; a group's members must be among them.
        init(seconds: [String: Double], groups: [String: [String]] = [:], recordings: [String: [Float]] = [:]) {
            self.seconds = seconds
            self.groups = groups
            self.recordings = recordings
        }

        func clip(named name: String) -> Clip? {
            guard let clip = optionalClip(named: name) else {
                warned.names.withLock { $0.append(name) }
                return nil
            }
            return clip
        }

        func optionalClip(named name: String) -> Clip? {
            if let mono = recordings[name] { return Clip(name: name, samples: mono.flatMap { [$0, $0] }, format: .standard) }
            return seconds[name].map {
                Clip(name: name, samples: [Float](repeating: 0.2, count: 2 * AudioFormat.standard.frames(seconds: $0)), format: .standard)
            }
        }

        func group(named name: String) -> [String] { groups[name] ?? [] }

        /// Names noted as they are asked for, from whichever thread asks.
        final class Warned: Sendable {
            let names = Mutex<[String]>([])
        }
    }

    /// The clips started by rendering `events` on `screen` to their end, with only the clips in `names` there; a bank's
    /// `[cues]` are `overrides`.
    static func clips(for events: [Event], on screen: Screen, names: Set<String>,
                      overrides: [CueKey: [CueStep]] = [:]) -> [String] {
        ActivityList.register()
        let engine = Engine(configuration: EngineConfiguration())
        let conductor = Conductor(engine: engine, library: Library(names: names),
                                  table: CueTable.withActivities.overriding(with: overrides))
        conductor.perform(events, on: screen, atFrame: 0)
        FileRenderer(mixer: engine.mixer).render(seconds: 4)
        return conductor.collect().compactMap { if case .clipStarted(_, let clip, _) = $0 { clip } else { nil } }
    }
}
