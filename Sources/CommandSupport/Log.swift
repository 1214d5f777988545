import Logging

/// The program's loggers; messages go to standard error so standard output stays for results.
public enum Log {
    /// General messages of the command line.
    public static let main = Logger(label: "educat")
}
