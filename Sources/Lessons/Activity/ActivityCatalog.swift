import Synchronization

/// The kinds registered at start-up (`ActivityList.register()`), for the frame to find a screen's kind.
///
/// Set once before the first screen is made, read from any thread after: a global, because `Screen(path:)` must know
/// the kinds' screens wherever a path is read (scripts, the command line), and Lessons cannot import the kinds.
public enum ActivityCatalog {
    private static let kinds = Mutex<[any LessonActivity.Type]>([])

    /// Adds `kinds` (once each, in order); called with the one list of kinds before anything else.
    public static func register(_ list: [any LessonActivity.Type]) {
        kinds.withLock { registered in
            for kind in list where !registered.contains(where: { $0.id == kind.id }) { registered.append(kind) }
        }
    }

    /// Every registered kind, in registration order.
    public static var all: [any LessonActivity.Type] { kinds.withLock { $0 } }

    /// The kind that plays on `screen`, if any.
    public static func kind(of screen: Screen) -> (any LessonActivity.Type)? {
        kinds.withLock { registered in registered.first { $0.plays(on: screen) } }
    }

    /// Every registered kind's event names, kind by kind in registration order: what a bank's `[cues]` may override
    /// besides the frame's (`screen_entered`, `help`, `info`).
    public static var eventNames: [ActivityEventName] {
        all.flatMap { kind in kind.eventNames.map { ActivityEventName(kind: kind.id, name: $0) } }
    }

    /// The action a script writes as `name` (`narration`), of whichever kind declares it; nil when none does.
    public static func action(named name: String) -> (any ActivityActions)? {
        all.lazy.flatMap { $0.scriptActions }.first { $0.name == name }
    }

    /// The ids of the kinds that declare the action a script writes as `name`: the screens it may be written on.
    public static func owners(ofAction name: String) -> [String] {
        all.filter { $0.scriptActions.contains { $0.name == name } }.map { $0.id }
    }

    /// The names of every registered kind's actions a script may write, kind by kind in registration order.
    public static var actionNames: [String] { all.flatMap { $0.scriptActions.map(\.name) } }

    /// The registered kinds that add a screen of their own to their menu (not those playing on the subjects' screens).
    public static var added: [any LessonActivity.Type] { all.filter { $0.addsScreen } }
}
