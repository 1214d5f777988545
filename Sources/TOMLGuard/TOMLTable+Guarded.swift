import TOMLKit

/// A parsed TOML document that frees what toml++ built of it when the last reference to it goes.
///
/// TOMLKit 0.6 never frees a parsed table (LebJe/TOMLKit#26): a kiosk that read its catalogue at each change of
/// language kept some 130 KiB of toml++ tree each time. Clearing the root frees the whole tree; the empty root and
/// TOMLKit's error slot stay, and so does every key list and value TOMLKit hands out (it copies them and never frees
/// the copies), so what is read often is read only once (`CatalogueReads`). Every table and array taken from `table`
/// is valid only while the document lives.
public final class TOMLDocument {
    /// The document's top table.
    public let table: TOMLTable

    /// Parses `text` as `TOMLTable.guarded` does.
    public init(_ text: String) throws {
        table = try TOMLTable.guarded(text)
    }

    deinit { table.clear() }
}

extension TOMLTable {
    /// Parses a TOML document as `init(string:)` does, but throws `TOMLSyntaxError` where toml++ would abort.
    ///
    /// toml++ 3.4, inside TOMLKit 0.6, asserts what a header or an array holds before it checks it, so a table header
    /// with no name (`[` then a line end, `[[[`, `[=`; fixed upstream in marzer/tomlplusplus#301) or an array with `}`
    /// or a Unicode line separator where a value should be (`[1, }`) aborts the process instead of being an error.
    /// Both it and TOMLKit also follow nesting by recursion, so tens of thousands of dotted key parts (`a.a.a… = 1`) or
    /// of open arrays overflow the stack: more than `maxKeyParts` parts or `maxNesting` open brackets is an error too.
    /// Banks, configs and catalogues are parsed only through `TOMLDocument`, which frees the table.
    static func guarded(_ text: String) throws -> TOMLTable {
        // A line ended by a carriage return alone (an old Mac editor's) is a line, as one ended by `\n` or `\r\n` is;
        // toml++ takes it for a broken `\r\n`. (A `\r\n` is one Character, which `contains("\r")` does not match.)
        let text = text.contains("\r") ? withLineFeeds(text) : text
        if let error = abortingError(in: text) { throw error }
        return try TOMLTable(string: text)
    }

    /// Parses `text` as `guarded` does, hands the table to `read`, then frees what toml++ built of it (see
    /// `TOMLDocument`): nothing taken from the table, a nested table or an array, may outlive `read`.
    public static func reading<Result: Sendable>(_ text: String, _ read: (TOMLTable) throws -> Result) throws -> Result {
        let document = try TOMLDocument(text)
        return try withExtendedLifetime(document) { try read(document.table) }
    }

    /// `text` with each carriage return that no line feed follows made a line feed: one scalar for one, so every line
    /// and column stays where it was.
    static func withLineFeeds(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            result.append(scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n") ? "\n" : scalar)
        }
        return String(result)
    }

    /// The first place where toml++ would abort, as an error; nil when there is none.
    ///
    /// Strings and comments are skipped and brackets followed, so a `[` that starts a line inside an array is no header.
    /// toml++ stops at its first syntax error, so only a document that is valid up to that place must be read as
    /// toml++ reads it.
    /// The most parts a key or a table header may have, far beyond any bank's or config's.
    static let maxKeyParts = 64
    /// The most arrays and inline tables that may be open at once.
    static let maxNesting = 64

    static func abortingError(in text: String) -> TOMLSyntaxError? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var line = 1
        // Open arrays and inline tables (`[`, `{`), and whether the innermost array waits for a value.
        var open: [Unicode.Scalar] = []
        var valueDue = false
        var statementStart = true
        // Whether a key (or a header's name) is being read, and how many dotted parts it has so far.
        var inKey = true
        var keyParts = 1
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\n":
                line += 1
                if open.isEmpty { (statementStart, inKey, keyParts) = (true, true, 1) }
            case " ", "\t", "\r", "\u{FEFF}":
                break
            case "#":
                while index + 1 < scalars.count && scalars[index + 1] != "\n" { index += 1 }
            default:
                if open.last == "[" && valueDue && (scalar == "}" || lineSeparators.contains(scalar)) {
                    let shown = scalar == "}" ? "\"}\"" : "a line separator (U+\(String(scalar.value, radix: 16, uppercase: true)))"
                    return TOMLSyntaxError(line: line, message: "an array holds \(shown) where a value should be")
                }
                valueDue = false
                switch scalar {
                case "\"", "'":
                    (index, line) = endOfString(scalars, at: index, line: line)
                case "[" where open.isEmpty && statementStart:
                    if !nameFollows(scalars, header: index) {
                        return TOMLSyntaxError(line: line,
                                               message: "a table header needs a name right after its [ or [[ on the same line")
                    }
                    (inKey, keyParts) = (true, 1)
                    // An array of tables' `[[`: its second bracket is no array.
                    if index + 1 < scalars.count && scalars[index + 1] == "[" { index += 1 }
                case "[", "{":
                    guard open.count < maxNesting else {
                        return TOMLSyntaxError(line: line, message: "arrays and inline tables are nested more than "
                                               + "\(maxNesting) deep")
                    }
                    open.append(scalar)
                    valueDue = scalar == "["
                    (inKey, keyParts) = (scalar == "{", 1)
                case "]", "}":
                    _ = open.popLast()
                    inKey = false
                case ",":
                    valueDue = open.last == "["
                    (inKey, keyParts) = (open.last == "{", 1)
                case "=":
                    inKey = false
                case "." where inKey:
                    keyParts += 1
                    guard keyParts <= maxKeyParts else {
                        return TOMLSyntaxError(line: line, message: "a key has more than \(maxKeyParts) dotted parts")
                    }
                default:
                    break
                }
                statementStart = false
            }
            index += 1
        }
        return nil
    }

    /// What toml++ counts as line ends besides `\n` and `\r\n`, and reads as a value's end.
    private static let lineSeparators: Set<Unicode.Scalar> = ["\u{85}", "\u{2028}", "\u{2029}"]

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
