@testable import AudioEngine
import Foundation
import XCTest

/// The limiter a quiet voice's boost goes through as it loads: no sample over the ceiling anywhere, the rest untouched.
final class PeakLimiterTests: XCTestCase {
    private static let ceiling = Float(pow(10, -1.0 / 20))

    /// A quiet 220 Hz tone of `frames` frames in `channels` channels, with full-scale peaks at `peaks` (frame indices).
    private func tone(frames: Int, channels: Int = 1, peaks: [Int]) -> [Float] {
        var samples = (0..<frames).flatMap { frame in
            [Float](repeating: 0.1 * Float(sin(2 * .pi * 220 * Double(frame) / 48_000)), count: channels)
        }
        for peak in peaks { samples[peak * channels + channels - 1] = 2 }
        return samples
    }

    func testNoSampleEndsOverTheCeilingWhereverThePeakIs() {
        for (frames, channels, peaks) in [(48_000, 1, [0]), (48_000, 1, [47_999]), (48_000, 2, [0, 20_000, 47_999]), (40, 1, [3]),
                                          (1, 2, [0])] {
            var samples = tone(frames: frames, channels: channels, peaks: peaks)
            PeakLimiter.limit(&samples, channels: channels, rate: 48_000, ceiling: -1)
            XCTAssertLessThanOrEqual(samples.map(abs).max() ?? 0, Self.ceiling * 1.0001, "\(frames) frames, peaks at \(peaks)")
        }
        var none: [Float] = []
        PeakLimiter.limit(&none, channels: 2, rate: 48_000, ceiling: -1)
        XCTAssertEqual(none, [])
    }

    func testOnlyTheMomentsAroundAPeakAreTouched() {
        let original = tone(frames: 48_000, peaks: [24_000])
        var samples = original
        PeakLimiter.limit(&samples, channels: 1, rate: 48_000, ceiling: -1)
        let touched = zip(original, samples).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        let first = try? XCTUnwrap(touched.first), last = try? XCTUnwrap(touched.last)
        XCTAssertGreaterThanOrEqual(first ?? 0, 24_000 - 96, "2 ms of attack before it")
        XCTAssertLessThan(last ?? .max, 24_000 + 48_000 * 15 / 100, "whole again within 0.15 s (a 10 ms release)")
        var quiet = tone(frames: 4_800, peaks: [])
        PeakLimiter.limit(&quiet, channels: 1, rate: 48_000, ceiling: -1)
        XCTAssertEqual(quiet, tone(frames: 4_800, peaks: []), "nothing over the ceiling, nothing changed")
    }

    func testTheWindowMinimaAreTheLeastOfEachSpan() {
        let values: [Float] = [5, 3, 4, 1, 6, 2, 7]
        XCTAssertEqual(PeakLimiter.minima(values, over: 3), [3, 1, 1, 1, 2, 2, 7])
        XCTAssertEqual(PeakLimiter.minima(values, over: 1), values)
        XCTAssertEqual(PeakLimiter.minima([], over: 4), [])
    }
}
