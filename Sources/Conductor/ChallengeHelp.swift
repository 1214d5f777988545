import Lessons

/// A challenge's spoken help put together from the bank's parts, so the seconds and lives it says are the configured
/// ones: "Numbers challenge!" + "You have" + 15 + "seconds to answer, and" + 5 + "lives."
enum ChallengeHelp {
    /// The clip names that tell `subject`'s challenge under `rules`, or nil when the bank (`has`) lacks a part.
    static func clips(for subject: Subject, rules: ChallengeRules, has: (String) -> Bool) -> [String]? {
        guard let seconds = number(rules.seconds, beforeLives: false, has: has),
              let lives = number(rules.lives, beforeLives: true, has: has) else { return nil }
        let names = [ClipName.challengeIntro(subject).rawValue, ClipName.challengeYouHave.rawValue]
            + seconds + [(rules.seconds == 1 ? ClipName.challengeSecond : .challengeSeconds).rawValue]
            + lives + [(rules.lives == 1 ? ClipName.challengeLife : .challengeLives).rawValue]
        return names.allSatisfy(has) ? names : nil
    }

    /// `value` as the bank says it: its own clip (before "lives", the form said there if it differs), else its
    /// hundreds in the form said before more (`100+`, or `100` when that form is the same) and then the rest.
    static func number(_ value: Int, beforeLives: Bool, has: (String) -> Bool) -> [String]? {
        let own = (beforeLives ? [ClipName.challengeLifeNumber("\(value)")] : []) + [ClipName.challengeNumber("\(value)")]
        if let name = own.map(\.rawValue).first(where: has) { return [name] }
        let hundreds = value / 100 * 100
        guard hundreds > 0, value > hundreds,
              let lead = [ClipName.challengeNumber("\(hundreds)+"), ClipName.challengeNumber("\(hundreds)")].map(\.rawValue)
                .first(where: has),
              let rest = number(value - hundreds, beforeLives: beforeLives, has: has) else { return nil }
        return [lead] + rest
    }
}
