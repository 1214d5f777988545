import Activities
import AudioEngine
@testable import Conductor
import Lessons

/// A kind's events played offline with the registered kinds' default cues: which clips they start, in order.
enum CueRender {
    /// Steady clips of the lengths `seconds` gives by name, and the groups `groups` names of them.
    struct Library: CueLibrary {
        let seconds: [String: Double]
        let groups: [String: [String]]

        /// Half-second clips of `names`, in no group.
        init(names: Set<String>) {
            seconds = Dictionary(uniqueKeysWithValues: names.map { ($0, 0.5) })
            groups = [:]
        }

        /// Clips of the given lengths; a group's members must be among them.
        init(seconds: [String: Double], groups: [String: [String]] = [:]) {
            self.seconds = seconds
            self.groups = groups
        }

        func clip(named name: String) -> Clip? {
            seconds[name].map { Clip(name: name, samples: [Float](repeating: 0.2, count: 2 * AudioFormat.standard.frames(seconds: $0)),
                                     format: .standard) }
        }

        func group(named name: String) -> [String] { groups[name] ?? [] }
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
