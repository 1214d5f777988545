import Atomics
import Foundation

/// Pulls the mix at real-time pace and discards it: for machines with no sound server,
/// so timelines, events and the music position go on exactly as if they were heard.
public final class NullOutput: RealtimeOutput, @unchecked Sendable {
    private let format: AudioFormat
    private let periodFrames: Int
    private let running = ManagedAtomic<Bool>(false)
    private var thread: Thread?
    private let finished = DispatchSemaphore(value: 0)

    /// Creates a null output pulling `period` seconds at a time.
    public init(format: AudioFormat = .standard, period: Double = 0.01) {
        self.format = format
        periodFrames = max(1, format.frames(seconds: period))
    }

    public func start(source: RenderSource) {
        guard running.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return }
        let thread = Thread { [self] in
            ThreadName.setCurrent("educat.null")
            var pacer = RealtimePacer(format: format, periodFrames: periodFrames)
            while running.load(ordering: .acquiring) { pacer.tick(source) }
            finished.signal()
        }
        thread.qualityOfService = .userInteractive
        self.thread = thread
        thread.start()
    }

    public func stop() {
        guard running.compareExchange(expected: true, desired: false, ordering: .acquiringAndReleasing).exchanged else { return }
        finished.wait()
        thread = nil
    }

    public var status: OutputStatus {
        running.load(ordering: .acquiring) ? .silent(reason: "null output: no sound is played") : .stopped
    }
}
