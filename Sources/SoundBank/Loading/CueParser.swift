import TOMLKit

/// Reads a cue written as `"group:NAME"`, `"clip:NAME"`, `"default"`, or a list of those and pauses in seconds.
enum CueParser {
    static let help = "write \"group:NAME\", \"clip:NAME\", \"default\" (what the event plays without this cue), or a list "
        + "of those and pauses in seconds"

    static func parse(_ value: TOMLValueConvertible, at key: String, in table: TableReader) -> Cue? {
        if let text = value.string {
            if text == "default" { return .standard }
            let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
            switch (parts.first, parts.count) {
            case ("group", 2): return .group(parts[1])
            case ("clip", 2): return .clip(parts[1])
            default:
                table.report(.invalidValue, at: key, "'\(text)' is not a cue: \(help)")
                return nil
            }
        }
        if value.double != nil || value.int != nil {
            return table.number(value, at: key, what: "a pause", in: ManifestLimits.pauseSeconds, unit: "seconds").map(Cue.pause)
        }
        if let array = value.array {
            let steps = array.map { parse($0, at: key, in: table) }
            return steps.contains { $0 == nil } ? nil : .sequence(steps.compactMap { $0 })
        }
        table.report(.wrongType, at: key, "is \(value.type): \(help)")
        return nil
    }
}
