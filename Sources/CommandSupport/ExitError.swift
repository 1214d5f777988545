/// A failure worth one clear line on standard error and a non-zero exit code.
public struct ExitError: Error, CustomStringConvertible {
    public let description: String
    public let code: Int32

    /// A failure saying `message`, ending the program with `code`.
    public init(_ message: String, code: Int32 = 1) {
        description = message
        self.code = code
    }
}
