import Conductor
import Lessons

/// One line of the event log per driver record: `seconds name screen details`, e.g.
/// `3.020 question_asked numbers/game numbers.7 answer=7`, so a test or an operator can follow a session.
public enum EventLogLine {
    /// The line for `record` (no newline).
    public static func text(for record: LessonDriver.Record) -> String {
        let time = String(Int((record.time * 1000).rounded())) .leftPadded(to: 4)
        let seconds = "\(time.dropLast(3)).\(time.suffix(3))"
        switch record.entry {
        case .event(let event, let screen):
            return ([seconds, event.name, screen.path] + details(of: event)).joined(separator: " ")
        case .clip(.clipStarted(let bus, let clip, _)):
            return "\(seconds) clip_started \(bus) \(clip)"
        case .clip(.clipEnded(let bus, let clip, _)):
            return "\(seconds) clip_ended \(bus) \(clip)"
        case .clip(.input(let input, _)):
            return "\(seconds) progress \(input)"
        }
    }

    private static func details(of event: Event) -> [String] {
        switch event {
        case .screenEntered(let screen), .screenLeft(let screen), .helpRequested(let screen): [screen.path]
        case .playItem(let item): [item.id]
        case .caseToggled(let letterCase): [letterCase.rawValue]
        case .questionAsked(let question): [question.id, "answer=\(question.answerKey)"]
        case .answerRight(_, let question): [question.id]
        case .answerWrong(_, let pressed, let correct): [correct.id, "pressed=\(pressed)"]
        case .tick(let secondsLeft): ["\(secondsLeft)"]
        case .timeout(_, let correct): [correct.id]
        case .lifeLost(let livesLeft): ["lives=\(livesLeft)"]
        case .gameOver(let hits): ["hits=\(hits)"]
        case .newRecord(let subject, let hits), .recordNotSaved(let subject, let hits, _): [subject.rawValue, "hits=\(hits)"]
        case .syllableSequence(let word): [word.id]
        case .syllableShown(let index): ["\(index)"]
        case .countShown(let count): ["\(count)"]
        case .ignored(let input): ["\(input)"]
        }
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
