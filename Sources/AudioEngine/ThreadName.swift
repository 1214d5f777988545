import Foundation

/// The calling thread's name as the kernel shows it (`top -H`, `/proc/PID/task/*/comm`, the benchmark's CPU per
/// thread): Foundation's `Thread.name` stays inside Foundation on Linux.
public enum ThreadName {
    /// Names the calling thread; at most 15 bytes are kept. A name that cannot be set is only a missing label.
    public static func setCurrent(_ name: String) {
        try? name.write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
    }
}
