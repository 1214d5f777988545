import AudioEngine
import Foundation
import SoundBank

/// Takes one take after another from a running capture: each from where the last ended, until a pause after speech.
final class TakeTaker {
    /// How often the capture is looked at, in seconds.
    static let tick = 0.02

    let capture: PulseCapture
    let settings: TakeSettings
    private var leftover: [Float] = []

    init(capture: PulseCapture, settings: TakeSettings) {
        self.capture = capture
        self.settings = settings
    }

    /// Drops what was heard so far (the take's playback, a countdown), so the next take starts now.
    func discardHeard() throws {
        _ = try capture.take()
        leftover = []
    }

    /// The next take: what was heard until a pause after speech; nil when no speech came within the wait or `watch`
    /// (called on every look with the gate and the samples so far) returned false before the speech began.
    func next(watch: (SpeechGate) -> Bool = { _ in true }) throws -> PCMBuffer? {
        var gate = SpeechGate(format: capture.format, silenceToStop: settings.pause)
        var heard: [Float] = []
        let started = Date()
        var pending = leftover
        leftover = []
        while true {
            gate.feed(pending)
            heard += pending
            if gate.state == .ended { break }
            guard watch(gate) else {
                if gate.state == .waiting { return nil }
                break
            }
            if gate.state == .waiting, -started.timeIntervalSinceNow > settings.wait { return nil }
            Thread.sleep(forTimeInterval: Self.tick)
            pending = try capture.take()
        }
        let end = min(heard.count, (gate.endFrame ?? gate.frames) * capture.format.channels)
        leftover = Array(heard[end...])
        return PCMBuffer(samples: Array(heard[..<end]), format: capture.format)
    }
}
