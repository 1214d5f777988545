/// An input a registered kind defines for itself (Sources/Activities): an action of its keys and scripts (`narration`,
/// `adjust 5`), or the conductor's report that something of the kind's own timeline was heard (`syllable_shown`).
public struct ActivityInput: Hashable, Sendable {
    /// The action's name, as a script writes it (`narration`, `adjust`).
    public let name: String
    /// The number it carries (`adjust`'s minutes, the index of a syllable heard), if its action takes one.
    public let number: Int?
    /// Whether it opens its screen afresh rather than going to the session (`ActivityActions.reopensScreen`).
    public let reopensScreen: Bool
    /// Whether it is the conductor's report of what was heard, not something the child did.
    public let isReport: Bool

    /// `action`, carrying `number` when it takes one.
    public init(_ action: some ActivityActions, number: Int? = nil) {
        name = action.name
        self.number = number
        reopensScreen = action.reopensScreen
        isReport = action.isReport
    }

    /// The same action carrying `number` (the next word heard).
    public func numbered(_ number: Int) -> ActivityInput {
        ActivityInput(name: name, number: number, reopensScreen: reopensScreen, isReport: isReport)
    }

    private init(name: String, number: Int?, reopensScreen: Bool, isReport: Bool) {
        self.name = name
        self.number = number
        self.reopensScreen = reopensScreen
        self.isReport = isReport
    }
}

/// A kind's own inputs, one case each, named as scripts write them (`narration`); their names are the kind's
/// `actionNames`, which a script may write besides the frame's actions.
public protocol ActivityActions: CaseIterable, Hashable, Sendable {
    /// The action's name (`narration`), its `ActivityInput.name`.
    var name: String { get }
    /// The whole numbers a script may give it (`adjust`'s minutes); nil: it takes none.
    var numbers: ClosedRange<Int>? { get }
    /// What those numbers are, for a script's error (`whole minutes`); `a whole number` by default.
    var numbersAre: String { get }
    /// Whether it opens the kind's screen afresh with the preset the kind gives for it (`LessonActivity.reopening`).
    var reopensScreen: Bool { get }
    /// Whether it is the conductor's report of what was heard: no script or key gives it.
    var isReport: Bool { get }
}

extension ActivityActions {
    public var numbers: ClosedRange<Int>? { nil }
    public var numbersAre: String { "a whole number" }
    public var reopensScreen: Bool { false }
    public var isReport: Bool { false }

    /// The input of this action, carrying `number` when it takes one.
    public func input(_ number: Int? = nil) -> Input { .activity(ActivityInput(self, number: number)) }
}

extension ActivityActions where Self: RawRepresentable, RawValue == String {
    public var name: String { rawValue }

    /// The kind's action `input` is and the number it carries; nil when it is not one of the kind's.
    public static func matching(_ input: Input) -> (action: Self, number: Int?)? {
        guard case .activity(let activity) = input, let action = Self(rawValue: activity.name) else { return nil }
        return (action, activity.number)
    }
}

/// The actions of a kind that has none of its own: its screen takes only the frame's inputs.
public enum NoActions: ActivityActions {
    public var name: String {
        switch self {}
    }
}
