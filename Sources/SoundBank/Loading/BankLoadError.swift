/// A bank that cannot be used as it is: every error found in its manifests, at once.
public struct BankLoadError: Error, Sendable, CustomStringConvertible {
    /// The errors, in manifest order.
    public let problems: [BankProblem]

    /// Creates the error from its problems.
    public init(problems: [BankProblem]) {
        self.problems = problems
    }

    /// A heading and one problem per line.
    public var description: String {
        (["the sound bank has \(problems.count) problem\(problems.count == 1 ? "" : "s"):"]
            + problems.map { "  \($0)" }).joined(separator: "\n")
    }
}
