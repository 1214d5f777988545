import AudioEngine
import EducatApp
import Foundation

/// Plays a take back at once on the default sink, through the engine as every other sound.
final class TakePlayer {
    private let engine = Engine()
    private var output: PulseOutput?
    private var playing: TimelineHandle?

    deinit { output?.stop() }

    /// Stops what is playing and plays `buffer`.
    func play(_ buffer: PCMBuffer) {
        if output == nil {
            let started = LiveOutput.make(format: engine.format, target: LiveTarget(latency: 0.05, sink: nil))
            started.start(source: engine.mixer)
            output = started
        }
        if let playing { engine.scheduler.cancel(playing) }
        // Through a file, so the take is converted to the mix's rate and channels as a bank's clip is.
        let path = NSTemporaryDirectory() + "/educat-take-\(UUID().uuidString).wav"
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard (try? SoundFile.write(buffer, to: path)) != nil, let clip = try? SoundFile.decode(path, to: engine.format) else { return }
        var timeline = Timeline(format: engine.format)
        timeline.append(clip, on: .voice, label: "take")
        playing = engine.scheduler.schedule(timeline)
    }
}
