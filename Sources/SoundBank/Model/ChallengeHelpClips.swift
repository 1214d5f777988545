import Lessons

/// The parts a challenge's help is told from when the configured seconds or lives are not the bank's whole clip's
/// (`[challenge_help]`): "Numbers challenge!" + "You have" + 15 + "seconds to answer, and" + 5 + "lives."
public struct ChallengeHelpClips: Sendable, Hashable {
    /// The subjects that have a challenge, in menu order.
    public static let subjects = Subject.allCases.map(\.rawValue)

    /// The opening of each subject's challenge help, keyed by subject (`numbers` → "Numbers challenge!").
    public var intro: [String: ClipRef]
    /// Said before the seconds ("You have").
    public var youHave: ClipRef
    /// Said after more than one second ("seconds to answer, and").
    public var seconds: ClipRef
    /// Said after one second ("second to answer, and").
    public var second: ClipRef
    /// Said after more than one life ("lives.").
    public var lives: ClipRef
    /// Said after one life ("life.").
    public var life: ClipRef
    /// Numbers as said before "seconds", keyed `1`, `2`, … (`100+` for a hundred said before more, if it differs).
    public var numbers: [BankItem]
    /// Numbers as said before "lives" where they differ from `numbers` (a feminine `una`, `dues`).
    public var lifeNumbers: [BankItem]

    /// Creates the parts.
    public init(intro: [String: ClipRef], youHave: ClipRef, seconds: ClipRef, second: ClipRef, lives: ClipRef,
                life: ClipRef, numbers: [BankItem], lifeNumbers: [BankItem]) {
        self.intro = intro
        self.youHave = youHave
        self.seconds = seconds
        self.second = second
        self.lives = lives
        self.life = life
        self.numbers = numbers
        self.lifeNumbers = lifeNumbers
    }

    /// The parts with their stable names: `help.challenge.intro.numbers`, `help.challenge.you_have`,
    /// `help.challenge.seconds`, `help.challenge.number.15`, `help.challenge.life_number.1`, ….
    public var clips: [NamedClip] {
        var list = Subject.allCases.compactMap { subject in
            intro[subject.rawValue].map { NamedClip(.challengeIntro(subject), clip: $0, role: .voice) }
        }
        let words = [(ClipName.challengeYouHave, youHave), (.challengeSeconds, seconds), (.challengeSecond, second),
                     (.challengeLives, lives), (.challengeLife, life)]
        list += words.map { NamedClip($0, clip: $1, role: .voice) }
        list += numbers.map { NamedClip(.challengeNumber($0.key), clip: $0.clip, role: .voice) }
        list += lifeNumbers.map { NamedClip(.challengeLifeNumber($0.key), clip: $0.clip, role: .voice) }
        return list
    }
}
