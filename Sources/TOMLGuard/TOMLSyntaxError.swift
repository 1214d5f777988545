/// A syntax error found before TOMLKit could abort the process on it.
public struct TOMLSyntaxError: Error, Equatable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// What is wrong there.
    public let message: String

    public var description: String { message }
}
