import TOMLGuard
import TOMLKit

/// One setting line of a file read on its own, under the section header above it: how a file with a syntax error
/// still gives every value that can be read.
struct ConfigLine {
    /// What the line says.
    enum Content {
        /// Each setting of the line, by its dotted path; nil for a value of a type no setting has.
        case read([(String, SettingValue?)])
        case unreadable(String)
    }

    /// The line's number, from 1 (the first line of a multi-line value).
    let number: Int
    /// The line's text (all lines of a multi-line string).
    let text: String
    let content: Content

    /// The setting lines of `text`; blank lines, comments and section headers give none of their own.
    static func lines(of text: String) -> [ConfigLine] {
        var result: [ConfigLine] = []
        var header: String? = ""
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        var index = 0
        while index < lines.count {
            let number = index + 1
            var chunk = lines[index]
            index += 1
            let trimmed = chunk.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("[") {
                do {
                    // With its line end, as in the file: a `[` alone is then a header without a name, not an early end.
                    try TOMLTable.reading(trimmed + "\n") { _ in }
                    header = trimmed
                } catch {
                    header = nil
                    result.append(ConfigLine(number: number, text: chunk,
                                             content: .unreadable("this section header cannot be read: \(reason(error))")))
                }
                continue
            }
            // A multi-line string runs to its closing quotes: its lines are one value, never settings of their own.
            while opensMultilineString(chunk), index < lines.count {
                chunk += "\n" + lines[index]
                index += 1
            }
            guard let header else {
                result.append(ConfigLine(number: number, text: chunk,
                                         content: .unreadable("its section header above cannot be read")))
                continue
            }
            do {
                let values = try TOMLTable.reading(header + "\n" + chunk) { SettingsLoader.flatten($0) }
                result.append(ConfigLine(number: number, text: chunk, content: .read(values)))
            } catch {
                result.append(ConfigLine(number: number, text: chunk, content: .unreadable(reason(error))))
            }
        }
        return result
    }

    /// What a parse error says, in the words TOMLKit or the guard gives it.
    private static func reason(_ error: any Error) -> String {
        (error as? TOMLParseError)?.description ?? "\(error)"
    }

    /// Whether `text` holds an odd number of triple quotes: a multi-line string opened and not yet closed.
    private static func opensMultilineString(_ text: String) -> Bool {
        (text.components(separatedBy: "\"\"\"").count + text.components(separatedBy: "'''").count) % 2 == 1
    }
}
