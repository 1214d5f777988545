/// A file that could not be decoded or written, with the reason in words a teacher can act on.
public struct SoundFileError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file concerned.
    public let path: String
    /// What is wrong with it.
    public let reason: String

    /// Creates an error for `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
