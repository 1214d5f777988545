import AudioEngine
import Foundation
import Synchronization

/// Records a sink's monitor with `parec` while a test plays, as Float32 interleaved samples.
///
/// `@unchecked Sendable`: the reader thread only appends under `bytes`'s lock and signals
/// `finished`; the process is started and stopped by the test thread.
final class MonitorCapture: @unchecked Sendable {
    let format: AudioFormat
    private let process = Process()
    private let bytes = Mutex<[UInt8]>([])
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `parec` on `device`; `environment` overrides entries of this process's environment. A long
    /// `latency` records without holding the sink at low latency, so a PulseAudio null sink stays as idle as it was.
    init(device: String, environment: [String: String] = [:], format: AudioFormat = .standard, latency: Int = 10) throws {
        self.format = format
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Low latency, else the server hands parec its data in seconds-long blocks.
        process.arguments = [
            "parec", "-d", device, "--raw", "--format=float32le", "--channels=\(format.channels)",
            "--rate=\(format.sampleRate)", "--latency-msec=\(latency)",
        ]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = pipe.fileHandleForReading
        Thread { [self] in
            while case let chunk = handle.availableData, !chunk.isEmpty {
                bytes.withLock { $0.append(contentsOf: chunk) }
            }
            finished.signal()
        }.start()
    }

    /// Frames captured so far; any thread.
    var frames: Int { bytes.withLock { $0.count } / (format.channels * MemoryLayout<Float>.size) }

    /// Stops `parec`, waits for its last bytes, and returns the first channel.
    func stop() -> [Float] {
        process.terminate()
        process.waitUntilExit()
        finished.wait()
        return bytes.withLock { data in
            data.withUnsafeBytes { raw in
                let samples = raw.bindMemory(to: Float.self)
                return stride(from: 0, to: samples.count - format.channels + 1, by: format.channels).map { samples[$0] }
            }
        }
    }
}
