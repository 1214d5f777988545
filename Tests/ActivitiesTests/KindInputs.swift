@testable import Activities
import Lessons

/// The kinds' own inputs under the names the shared `Input` gave them before they moved to their kinds, so their
/// tests read as they did.
extension Input {
    static let toggleNarration = StoryAction.narration.input()
    static let switchLanguage = StoryAction.language.input()
    static let nextStory = StoryAction.story.input()
    static func wordHeard(_ index: Int) -> Input { StoryAction.wordHeard.input(index) }
    static let toggleNegation = PhraseAction.negate.input()
    static let toggleQuestion = PhraseAction.question.input()
    static func adjustTime(minutes: Int) -> Input { TimerAction.adjust.input(minutes) }
    static let longestDuration = TimerAction.longestDuration
    static func syllableShown(_ index: Int) -> Input { SyllableAction.shown.input(index) }
    static let countShown = SyllableAction.counted.input()

    /// The index of the narrated word this input reports heard, if it is that report.
    var wordHeardIndex: Int? {
        StoryAction.matching(self).flatMap { $0.action == .wordHeard ? $0.number : nil }
    }

    /// The index of the clapped syllable this input reports shown, if it is that report.
    var syllableShownIndex: Int? {
        SyllableAction.matching(self).flatMap { $0.action == .shown ? $0.number : nil }
    }
}
