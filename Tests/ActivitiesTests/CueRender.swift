import Activities
import AudioEngine
@testable import Conductor
import Lessons

/// A kind's events played offline with the registered kinds' default cues: which clips they start, in order.
enum CueRender {
    /// Half-second clips of `names` and nothing else (no groups).
    private struct Library: CueLibrary {
        let names: Set<String>

        func clip(named name: String) -> Clip? {
            names.contains(name) ? Clip(name: name, samples: [Float](repeating: 0.2, count: 48_000), format: .standard) : nil
        }

        func group(named name: String) -> [String] { [] }
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
