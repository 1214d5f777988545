/// A table header with no name (`[` then a line end, `[[[`, `[=`), found before TOMLKit could abort on it.
public struct TOMLHeaderError: Error, Equatable, CustomStringConvertible {
    /// The header's line, from 1.
    public let line: Int

    public var description: String { "a table header needs a name right after its [ or [[ on the same line" }
}
