import Foundation

/// Records a sink's monitor with `parec` and reports when sound first appears after a mark.
///
/// The wall-clock time of each onset is estimated from when the chunk holding it was read, minus the
/// samples that followed the onset in that chunk; every player is measured the same way.
final class MonitorCapture: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var armedAt: Double?
    private var onset: Double?
    private var recording: [Float]?
    private let threshold: Float

    /// Starts recording `source` (e.g. `educat_test.monitor`) at 48 kHz mono; `latency` is parec's buffer in ms
    /// (a small one keeps the sink running at low latency, a large one lets it idle); `threshold` is the onset level.
    /// Returns once samples arrive, or nil when none come within 5 s.
    init?(source: String, latency: Int = 2, threshold: Float = 0.05) {
        self.threshold = threshold
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["parec", "-d", source, "--raw", "--format=float32le", "--channels=1", "--rate=48000",
                             "--latency-msec=\(latency)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let handle = pipe.fileHandleForReading
        let receiving = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [self] in
            var first = true
            while true {
                let data = handle.availableData
                if data.isEmpty { return }
                if first { first = false; receiving.signal() }
                let readAt = Measure.now()
                let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
                lock.withLock { recording?.append(contentsOf: samples) }
                guard let index = samples.firstIndex(where: { abs($0) > threshold }) else { continue }
                let at = readAt - Double(samples.count - index) / 48_000
                lock.withLock { if let armed = armedAt, onset == nil, at >= armed - 0.05 { onset = at } }
            }
        }
        // A fresh server's monitor delivers its first samples a second or more after parec starts: an onset armed
        // before then would be timed from when recording began, not from when the sound played.
        guard receiving.wait(timeout: .now() + 5) == .success else {
            stop()
            return nil
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

    /// Starts keeping every sample from now on.
    func record() { lock.withLock { recording = [] } }

    /// The samples kept since `record`, ending the recording.
    func recorded() -> [Float] { lock.withLock { defer { recording = nil }; return recording ?? [] } }

    /// Stops recording.
    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
