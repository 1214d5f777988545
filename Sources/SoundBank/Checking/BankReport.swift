/// The result of checking a bank: every problem, and what was measured of each clip that could be read.
public struct BankReport: Sendable {
    /// The bank as loaded, nil when its manifest could not be read at all.
    public var bank: Bank?
    /// Every problem, manifest problems first, then file by file in listing order.
    public var problems: [BankProblem]
    /// Measurements by file path.
    public var analyses: [String: ClipAnalysis]
    /// The median loudness of the bank's voices, in LUFS.
    public var medianVoiceLoudness: Double?

    /// The problems that make the bank wrong.
    public var errors: [BankProblem] { problems.filter { $0.severity == .error } }
    /// The problems that only make it sound worse.
    public var warnings: [BankProblem] { problems.filter { $0.severity == .warning } }
}
