@testable import AudioEngine
import Foundation
import XCTest

final class FileRendererTests: XCTestCase {
    func testWavFileHoldsExactlyTheMixAlignedToMixFrames() throws {
        let folder = try Signals.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let engine = Engine()
        var timeline = Timeline()
        timeline.add(Signals.dc(0.3, frames: 12_000), on: .voice, atFrame: 4_321)
        let renderer = FileRenderer(mixer: engine.mixer)
        engine.scheduler.schedule(timeline)
        renderer.render(seconds: 0.5)
        try renderer.write(to: "\(folder)/mix.wav")
        let file = try SoundFile.read("\(folder)/mix.wav")
        XCTAssertEqual(file.frameCount, 24_000, "exactly the frames mixed")
        XCTAssertEqual(Signals.onset(file.samples, threshold: 0), 4_321, "onset on its mix frame")
        XCTAssertEqual(Array(file.samples[0..<(2 * 23_000)]), Array(renderer.buffer.samples[0..<(2 * 23_000)]),
                       "bit for bit what was rendered")
    }
}
