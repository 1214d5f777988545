import AudioEngine
import Lessons

/// A scripted session: one input per line, `SECONDS ACTION [ARG]`, `#` starts a comment; lines end in LF, CRLF or CR,
/// and a UTF-8 byte order mark at the start is ignored.
///
/// Times run from 0 to 24 h, the longest render. Actions: `open PATH`, `ask`, `repeat`, `key K`, `right`, `wrong`,
/// `back`, `home`, `help`, `end`; on the story's book and the phrase builder `next`, `previous` (pages); and each
/// registered kind's own (`ActivityCatalog.actionNames`: the story's `narration`, the timer's `adjust MINUTES`…).
public struct SessionScript: Sendable, Equatable {
    /// One timed action.
    public struct Step: Sendable, Equatable {
        /// Seconds from the start.
        public var time: Double
        /// What happens.
        public var action: Action
        /// The line it came from.
        public var line: Int
    }

    /// What a step does.
    public enum Action: Sendable, Equatable {
        case open(Screen)
        case input(Input)
        /// Press the key that answers the current question.
        case right
        /// Press a key that answers it wrong.
        case wrong
        /// Stop rendering here.
        case end
    }

    /// The actions every screen's script may write; the registered kinds add their own (`ActivityCatalog.actionNames`).
    private static let frameActions = ["open", "ask", "repeat", "key", "right", "wrong", "back", "home", "help", "end",
                                       "next", "previous"]

    /// A kind's `action` as an input, with its whole number `argument` when it takes one.
    private static func input(of action: some ActivityActions, argument: String?,
                              fail: (String) -> SessionScriptError) throws(SessionScriptError) -> Input {
        guard let range = action.numbers else { return action.input() }
        guard let number = argument.flatMap({ Int($0) }), range.contains(number) else {
            throw fail("\(action.name) needs \(action.numbersAre) from \(range.lowerBound) to \(range.upperBound), not \"\(argument ?? "")\"")
        }
        return action.input(number)
    }

    /// Steps in time order (ties keep their line order).
    public let steps: [Step]

    /// Parses a script; throws a message naming the line and what is wrong.
    public init(_ text: String, name: String = "script") throws(SessionScriptError) {
        var steps: [Step] = []
        // "\r\n" is one Character, so splitting on "\n" alone would leave a CRLF file as one long line.
        let lines = text.drop { $0 == "\u{FEFF}" }
            .split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (index, raw) in lines.enumerated() {
            let line = index + 1
            let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let first = words.first else { continue }
            let fail = { (message: String) in SessionScriptError(script: name, line: line, message: message) }
            // Written in decimals only: Double also reads hex (0x1p3), exponents and "nan", which no script means as a time.
            let decimal = first.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } && first.filter { $0 == "." }.count <= 1
            guard decimal, let time = Double(first), (0...FileRenderer.longestSeconds).contains(time) else {
                throw fail("\"\(first)\" is not a time in seconds from 0 to \(Int(FileRenderer.longestSeconds)) (24 h, the longest render)")
            }
            guard words.count >= 2 else { throw fail("an action must follow the time") }
            let argument = words.count > 2 ? words[2] : nil
            let kindAction = ActivityCatalog.action(named: words[1])
            let expectsArgument = ["open", "key"].contains(words[1]) || kindAction?.numbers != nil
            if expectsArgument != (argument != nil) || words.count > 3 {
                throw fail(expectsArgument ? "\(words[1]) needs one argument" : "\(words[1]) takes no argument")
            }
            let action: Action
            switch words[1] {
            case "open":
                guard let screen = Screen(path: argument!) else {
                    throw fail("no screen \"\(argument!)\" (screens: \(Screen.all.map(\.path).joined(separator: ", ")))")
                }
                action = .open(screen)
            case "ask": action = .input(.ask)
            case "repeat": action = .input(.repeat)
            case "key": action = .input(.key(argument!))
            case "back": action = .input(.back)
            case "help": action = .input(.help)
            case "right": action = .right
            case "wrong": action = .wrong
            case "end": action = .end
            case "next": action = .input(.nextPage)
            case "previous": action = .input(.previousPage)
            case "home": action = .input(.home)
            default:
                guard let kindAction else {
                    throw fail("unknown action \"\(words[1])\" (" + (Self.frameActions + ActivityCatalog.actionNames)
                        .joined(separator: ", ") + ")")
                }
                action = .input(try Self.input(of: kindAction, argument: argument, fail: fail))
            }
            steps.append(Step(time: time, action: action, line: line))
        }
        self.steps = steps.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }
}

/// A script line that cannot be run.
public struct SessionScriptError: Error, Equatable, CustomStringConvertible {
    /// The script's name (its path).
    public let script: String
    /// The line, from 1.
    public let line: Int
    /// What is wrong.
    public let message: String

    public var description: String { "\(script) line \(line): \(message)" }
}
