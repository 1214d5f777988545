import Foundation

/// Renders a source period by period on a wall-clock schedule, discarding the sound.
///
/// Deadlines are absolute on the monotonic clock, so pacing never drifts however long it runs.
/// Owned by one audio thread; its buffer is allocated once, at creation.
public struct RealtimePacer: ~Copyable {
    private let periodFrames: Int
    private let periodNanoseconds: UInt64
    private let scratch: UnsafeMutablePointer<Float>
    private var deadline: UInt64

    /// Creates a pacer whose first period is due now.
    public init(format: AudioFormat, periodFrames: Int) {
        self.periodFrames = periodFrames
        periodNanoseconds = UInt64(periodFrames) * 1_000_000_000 / UInt64(format.sampleRate)
        scratch = .allocate(capacity: periodFrames * format.channels)
        deadline = DispatchTime.now().uptimeNanoseconds
    }

    deinit { scratch.deallocate() }

    /// Renders one period, then sleeps until the next one is due.
    public mutating func tick(_ source: RenderSource) {
        source.render(into: scratch, frames: periodFrames)
        deadline += periodNanoseconds
        let now = DispatchTime.now().uptimeNanoseconds
        if deadline > now {
            var pause = timespec(tv_sec: Int((deadline - now) / 1_000_000_000),
                                 tv_nsec: Int((deadline - now) % 1_000_000_000))
            nanosleep(&pause, nil)
        } else if now - deadline > 10 * periodNanoseconds {
            // After a long stall (suspended machine), resume from now instead of rushing to catch up.
            deadline = now
        }
    }
}
