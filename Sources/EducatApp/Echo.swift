/// How a command answers with text it was given: control characters escaped, so raw escape bytes never reach a
/// terminal or a program reading the answers, and long text cut short, so an answer stays one short line.
public enum Echo {
    /// `text` with control characters escaped, cut after `limit` characters with "…".
    public static func excerpt(_ text: String, limit: Int = 60) -> String {
        let cut = text.unicodeScalars.count > limit
        return escaped(String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit)))) + (cut ? "…" : "")
    }

    /// `text` with every control character (C0, DEL, C1) written as `\u{1B}`, whole: for a path an error names.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
