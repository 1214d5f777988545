import AudioEngine
import Conductor
import Foundation
import Lessons

/// Writes a session log as JSON lines: `t` (seconds, to the sample) and `event`, plus what the event is about.
enum EventLogWriter {
    /// One line of the log.
    private struct Line: Encodable {
        var t: Double
        var event: String
        var screen: String?
        var item: String?
        var key: String?
        var bus: String?
        var clip: String?
        var index: Int?
        var count: Int?
        var livesLeft: Int?
        var secondsLeft: Int?
        var hits: Int?
        var text: String?
        var on: Bool?
        var minutes: Int?
        var seconds: Int?

        enum CodingKeys: String, CodingKey {
            case t, event, screen, item, key, bus, clip, index, count, hits, text, on, minutes, seconds
            case livesLeft = "lives_left", secondsLeft = "seconds_left"
        }
    }

    /// The log's text, one object per line in time order; session inputs and ignored keys are left out.
    static func text(of records: [LessonDriver.Record], format: AudioFormat) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let lines = records.enumerated().compactMap { index, record in
            line(for: record, format: format).map { (index, $0) }
        }.sorted { ($0.1.t, $0.0) < ($1.1.t, $1.0) }
        return lines.compactMap { try? String(decoding: encoder.encode($0.1), as: UTF8.self) }
            .map { $0 + "\n" }.joined()
    }

    private static func line(for record: LessonDriver.Record, format: AudioFormat) -> Line? {
        // Times are whole frames of the mix, printed to the microsecond.
        let t = (Double(format.frames(seconds: record.time)) / Double(format.sampleRate) * 1e6).rounded() / 1e6
        switch record.entry {
        case .clip(.clipStarted(let bus, let clip, _)):
            return Line(t: t, event: "clip_start", bus: bus.description, clip: clip)
        case .clip(.clipEnded(let bus, let clip, _)):
            return Line(t: t, event: "clip_end", bus: bus.description, clip: clip)
        case .clip(.input):
            return nil
        case .event(.ignored, _):
            return nil
        case .event(let event, let screen):
            var line = Line(t: t, event: event.name, screen: screen.path)
            describe(event, into: &line)
            return line
        }
    }

    private static func describe(_ event: Event, into line: inout Line) {
        switch event {
        case .screenEntered(let screen), .screenLeft(let screen), .helpRequested(let screen):
            line.screen = screen.path
        case .playItem(let item):
            line.item = item.id
        case .questionAsked(let question), .answerRight(_, let question):
            line.item = question.id
            line.key = question.answerKey
        case .answerWrong(_, let pressed, let correct):
            line.item = correct.id
            line.key = pressed
        case .timeout(_, let correct):
            line.item = correct.id
        case .tick(let seconds):
            line.secondsLeft = seconds
        case .lifeLost(let lives):
            line.livesLeft = lives
        case .gameOver(let hits), .newRecord(_, let hits), .recordNotSaved(_, let hits, _):
            line.hits = hits
        case .syllableSequence(let word):
            line.item = word.id
            line.count = word.count
        case .syllableShown(let index), .wordHighlighted(let index):
            line.index = index
        case .countShown(let count):
            line.count = count
        case .narrate(let narration):
            line.clip = narration.clip
        case .storyObject(let clip), .characterVoice(let clip):
            line.clip = clip
        case .activity(let event):
            line.item = event.item
            line.key = event.key
            line.index = event.index
            line.count = event.count
            line.livesLeft = event.livesLeft
            line.clip = event.clip
            line.minutes = event.minutes
            line.seconds = event.seconds
            line.secondsLeft = event.secondsLeft
            line.text = event.text
            line.on = event.on
        case .caseToggled, .ignored, .narrationStopped, .nameRight, .nameWrong, .namesFound:
            break
        }
    }
}
