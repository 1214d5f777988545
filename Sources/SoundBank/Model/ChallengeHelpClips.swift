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
        list += ChallengeHelpWord.allCases.map { NamedClip($0.clipName, clip: self[keyPath: $0.clip], role: .voice) }
        list += numbers.map { NamedClip(.challengeNumber($0.key), clip: $0.clip, role: .voice) }
        list += lifeNumbers.map { NamedClip(.challengeLifeNumber($0.key), clip: $0.clip, role: .voice) }
        return list
    }
}

/// A word said around the challenge help's numbers, by its `[challenge_help]` key: the one table the parser, the
/// layering, the clip list and `bank record` read.
public enum ChallengeHelpWord: String, CaseIterable, Sendable {
    /// "You have", before the seconds.
    case youHave = "you_have"
    /// "seconds to answer, and", after more than one second.
    case seconds
    /// "second to answer, and", after one second.
    case second
    /// "lives.", after more than one life.
    case lives
    /// "life.", after one life.
    case life

    /// Its clip name: `help.challenge.you_have`.
    public var clipName: ClipName {
        switch self {
        case .youHave: .challengeYouHave
        case .seconds: .challengeSeconds
        case .second: .challengeSecond
        case .lives: .challengeLives
        case .life: .challengeLife
        }
    }

    /// Where the challenge help keeps it.
    public var clip: WritableKeyPath<ChallengeHelpClips, ClipRef> {
        switch self {
        case .youHave: \.youHave
        case .seconds: \.seconds
        case .second: \.second
        case .lives: \.lives
        case .life: \.life
        }
    }
}
