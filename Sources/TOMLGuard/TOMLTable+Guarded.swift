import TOMLKit

extension TOMLTable {
    /// Parses a TOML document as `init(string:)` does, but throws `TOMLHeaderError` for a table header with no name.
    ///
    /// toml++ 3.4, inside TOMLKit 0.6, aborts the process on such a header (`[` then a line end, `[[[`, `[=`): it
    /// asserts that a header starts with a key (fixed upstream in marzer/tomlplusplus#301). Banks and configs are
    /// parsed only through here.
    public static func guarded(_ text: String) throws -> TOMLTable {
        if let line = headerWithoutName(in: text) { throw TOMLHeaderError(line: line) }
        return try TOMLTable(string: text)
    }

    /// The line of the first top-level `[` or `[[` that no name follows; nil when there is none.
    ///
    /// Strings, comments and values are skipped (an array may span lines, and a nested one may start a line).
    /// toml++ stops at its first syntax error, so only a document that is valid up to the header must be read as
    /// toml++ reads it.
    static func headerWithoutName(in text: String) -> Int? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var line = 1
        var depth = 0
        var statementStart = true
        while index < scalars.count {
            switch scalars[index] {
            case "\n":
                line += 1
                if depth == 0 { statementStart = true }
            case " ", "\t", "\r", "\u{FEFF}":
                break
            case "#":
                while index + 1 < scalars.count && scalars[index + 1] != "\n" { index += 1 }
            case "\"", "'":
                (index, line) = endOfString(scalars, at: index, line: line)
                statementStart = false
            case "[" where depth == 0 && statementStart:
                if !nameFollows(scalars, header: index) { return line }
                statementStart = false
            case "[", "{":
                depth += 1
                statementStart = false
            case "]", "}":
                depth = Swift.max(0, depth - 1)
                statementStart = false
            default:
                statementStart = false
            }
            index += 1
        }
        return nil
    }

    /// Whether a key, or a mistake toml++ reports by itself, follows the header's `[` at `header`.
    private static func nameFollows(_ scalars: [Unicode.Scalar], header: Int) -> Bool {
        var index = header + 1
        func skipBlanks() -> Bool {
            let start = index
            while index < scalars.count && (scalars[index] == " " || scalars[index] == "\t") { index += 1 }
            return index > start
        }
        if skipBlanks() {
            // `[ [` is reported by toml++.
            if index < scalars.count && scalars[index] == "[" { return true }
        } else if index < scalars.count && scalars[index] == "[" {
            index += 1
            _ = skipBlanks()
        }
        guard index < scalars.count else { return true }
        let next = scalars[index]
        return next == "]" || next == "\"" || next == "'" || next == "_" || next == "-"
            || ("a"..."z").contains(next) || ("A"..."Z").contains(next) || ("0"..."9").contains(next)
    }

    /// Where the string opened by the quote at `start` ends (its last quote, or before the line end that stops an
    /// unclosed one-line string) and the line there.
    private static func endOfString(_ scalars: [Unicode.Scalar], at start: Int, line: Int) -> (Int, Int) {
        let quote = scalars[start]
        let multiLine = start + 2 < scalars.count && scalars[start + 1] == quote && scalars[start + 2] == quote
        var line = line
        var index = start + (multiLine ? 3 : 1)
        while index < scalars.count {
            switch scalars[index] {
            case "\\" where quote == "\"":
                index += 1
                if index < scalars.count && scalars[index] == "\n" { line += 1 }
            case "\n":
                guard multiLine else { return (index - 1, line) }
                line += 1
            case quote where !multiLine:
                return (index, line)
            case quote where index + 2 < scalars.count && scalars[index + 1] == quote && scalars[index + 2] == quote:
                index += 2
                // A closing `"""` may be followed by up to two quotes that belong to the string.
                for _ in 0..<2 where index + 1 < scalars.count && scalars[index + 1] == quote { index += 1 }
                return (index, line)
            default:
                break
            }
            index += 1
        }
        return (index, line)
    }
}
