import AudioEngine
import Conductor
import Foundation
import Lessons

/// Writes a session log as JSON lines: `t` (seconds, to the sample) and `event`, plus what the event is about.
public enum EventLogWriter {
    /// One line of the log: `t`, `event`, the screen it happened on, and what the event says of itself.
    private struct Line: Encodable {
        var t: Double
        var event: String
        var screen: String?
        var fields: [LogField: LogValue] = [:]

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(t, forKey: Key(stringValue: "t"))
            try container.encode(event, forKey: Key(stringValue: "event"))
            try container.encodeIfPresent(screen, forKey: Key(stringValue: "screen"))
            for (field, value) in fields { try container.encode(value, forKey: Key(stringValue: field.rawValue)) }
        }
    }

    /// The log's text, one object per line in time order; session inputs and ignored keys are left out.
    public static func text(of records: [LessonDriver.Record], format: AudioFormat) -> String {
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
            return Line(t: t, event: "clip_start", fields: [.bus: .words(bus.description), .clip: .words(clip)])
        case .clip(.clipEnded(let bus, let clip, _)):
            return Line(t: t, event: "clip_end", fields: [.bus: .words(bus.description), .clip: .words(clip)])
        case .clip(.input):
            return nil
        case .event(.ignored, _):
            return nil
        case .event(let event, let screen):
            let (named, fields) = about(event)
            return Line(t: t, event: event.name, screen: (named ?? screen).path, fields: fields)
        }
    }

    /// The screen an event names, if it names one other than where it happened, and what else the log says of it.
    private static func about(_ event: Event) -> (screen: Screen?, fields: [LogField: LogValue]) {
        switch event {
        case .screenEntered(let screen), .screenLeft(let screen), .helpRequested(let screen):
            (screen, [:])
        case .activity(let event):
            (nil, event.log.merging(event.item.map { [.item: .words($0)] } ?? [:]) { $1 })
        case .caseToggled, .ignored:
            (nil, [:])
        }
    }
}
