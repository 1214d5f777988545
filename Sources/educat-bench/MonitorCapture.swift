import Foundation

/// Records a sink's monitor with `parec` and reports when sound first appears after a mark.
///
/// The wall-clock time of each onset is estimated from when the chunk holding it was read, minus the
/// samples that followed the onset in that chunk; educat and paplay are measured the same way.
final class MonitorCapture: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var armedAt: Double?
    private var onset: Double?
    private let threshold: Float = 0.05

    /// Starts recording `source` (e.g. `educat_test.monitor`) at 48 kHz mono.
    init?(source: String) {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["parec", "-d", source, "--raw", "--format=float32le", "--channels=1", "--rate=48000",
                             "--latency-msec=2"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { return }
                let readAt = Measure.now()
                let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
                guard let index = samples.firstIndex(where: { abs($0) > threshold }) else { continue }
                let at = readAt - Double(samples.count - index) / 48_000
                lock.withLock { if let armed = armedAt, onset == nil, at >= armed - 0.05 { onset = at } }
            }
        }
    }

    /// Forgets earlier sound and watches for the next onset after `time`.
    func arm(at time: Double) { lock.withLock { armedAt = time; onset = nil } }

    /// Waits up to `timeout` seconds for the onset; returns seconds from the mark to it.
    func waitForOnset(timeout: Double) -> Double? {
        let deadline = Measure.now() + timeout
        while Measure.now() < deadline {
            if let found = lock.withLock({ onset.flatMap { o in armedAt.map { o - $0 } } }) { return found }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return nil
    }

    /// Stops recording.
    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
