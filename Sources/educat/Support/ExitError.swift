import ArgumentParser

/// A failure worth one clear line on standard error and a non-zero exit code.
struct ExitError: Error, CustomStringConvertible {
    let description: String
    let code: Int32

    init(_ message: String, code: Int32 = 1) {
        description = message
        self.code = code
    }
}
