import XCTest

/// The measures the sound-server tests judge takes by, on signals made here.
final class SignalAnalysisTests: XCTestCase {
    private func tone(seconds: Double) -> [Float] {
        (0..<Int(seconds * 48_000)).map { Float(0.5 * sin(2 * Double.pi * 440 * Double($0) / 48_000)) }
    }

    func testATonesZeroCrossingsAreNoDropout() {
        XCTAssertEqual(SignalAnalysis.dropouts(in: tone(seconds: 1), over: 0..<48_000), 0)
    }

    func testEachSilentGapOfAMillisecondOrMoreIsOneDropout() {
        var samples = tone(seconds: 1)
        for index in 10_000..<10_480 { samples[index] = 0 }   // 10 ms: what a missed graph cycle leaves
        for index in 30_000..<30_060 { samples[index] = 0 }   // 1.25 ms
        for index in 40_000..<40_020 { samples[index] = 0 }   // 0.4 ms: shorter than a dropout
        XCTAssertEqual(SignalAnalysis.dropouts(in: samples, over: 0..<48_000), 2)
        XCTAssertEqual(SignalAnalysis.dropouts(in: samples, over: 20_000..<48_000), 1, "only within the range")
        XCTAssertEqual(SignalAnalysis.dropouts(in: samples, over: 0..<96_000), 2, "a range past the end is cut to it")
    }
}
