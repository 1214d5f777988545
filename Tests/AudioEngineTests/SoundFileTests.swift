@testable import AudioEngine
import Foundation
import XCTest

final class SoundFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws { folder = try Signals.temporaryFolder() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    func testEveryFormatRateAndLayoutDecodesToExactLengthAndPitch() throws {
        let formats = ["wav", "aiff", "flac", "ogg", "opus"]
        let rates = [8_000, 11_025, 22_050, 44_100, 48_000, 96_000]
        for ext in formats {
            for rate in rates where !(ext == "opus" && ![8_000, 48_000].contains(rate)) {
                for channels in [1, 2] {
                    let path = "\(folder)/sine-\(rate)-\(channels).\(ext)"
                    try SoundFile.write(Signals.sine(1_000, seconds: 0.5, rate: rate, channels: channels), to: path)
                    let clip = try SoundFile.decode(path)
                    let context = "\(ext) \(rate) Hz \(channels) ch"
                    XCTAssertEqual(clip.format, .standard, context)
                    XCTAssertEqual(clip.sourceFormat, AudioFormat(sampleRate: rate, channels: channels), context)
                    // Lossy codecs pad their frames; lossless formats must come out exact to one frame.
                    let expected = (Double(rate / 2) * 48_000 / Double(rate)).rounded()
                    let tolerance = ["ogg", "opus"].contains(ext) ? 1_200 : 1
                    XCTAssertEqual(Double(clip.frameCount), expected, accuracy: Double(tolerance), context)
                    XCTAssertEqual(Signals.frequency(clip.buffer), 1_000, accuracy: 2, context)
                    let middle = clip.buffer.samples[12_000..<36_000]
                    XCTAssertEqual(Signals.rms(middle), Float(0.5 / 2.0.squareRoot()), accuracy: 0.02, context)
                }
            }
        }
    }

    func testResamplingIsBandLimitedNotNearestSample() throws {
        // A 3 kHz tone from 8 kHz: nearest-sample or linear conversion leaves strong images near 5 kHz.
        let path = "\(folder)/tone.wav"
        try SoundFile.write(Signals.sine(3_000, seconds: 0.5, rate: 8_000, channels: 1), to: path)
        let clip = try SoundFile.decode(path)
        let samples = stride(from: 0, to: clip.buffer.samples.count, by: 2).map { Double(clip.buffer.samples[$0]) }
        let tone = Self.magnitude(samples, frequency: 3_000, rate: 48_000)
        let image = Self.magnitude(samples, frequency: 5_000, rate: 48_000)
        XCTAssertGreaterThan(tone / max(image, 1e-12), 1_000, "image rejection below 60 dB")
    }

    func testStereoToStereoKeepsChannelsApart() throws {
        let path = "\(folder)/lr.flac"
        var samples = [Float](repeating: 0, count: 2_000)
        for i in 0..<1_000 { samples[2 * i] = 0.25; samples[2 * i + 1] = -0.25 }
        try SoundFile.write(PCMBuffer(samples: samples, format: .standard), to: path)
        let clip = try SoundFile.decode(path)
        XCTAssertEqual(clip.samples[1_000], 0.25, accuracy: 1e-4)
        XCTAssertEqual(clip.samples[1_001], -0.25, accuracy: 1e-4)
    }

    func testMissingFileNamesTheFile() {
        XCTAssertThrowsError(try SoundFile.decode("\(folder)/nope.wav")) { error in
            XCTAssertEqual(error as? SoundFileError, SoundFileError(path: "\(folder)/nope.wav", reason: "does not exist"))
        }
    }

    func testEmptyFileIsAClearError() throws {
        let path = "\(folder)/empty.wav"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data()))
        XCTAssertThrowsError(try SoundFile.decode(path)) { error in
            XCTAssertEqual((error as? SoundFileError)?.reason, "is empty (0 bytes)")
        }
    }

    func testNonAudioFileIsAClearError() throws {
        let path = "\(folder)/notes.wav"
        try "these are not samples".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SoundFile.decode(path)) { error in
            let reason = (error as? SoundFileError)?.reason ?? ""
            XCTAssertTrue(reason.hasPrefix("is not a readable audio file ("), reason)
            XCTAssertTrue("\(error)".hasPrefix(path))
        }
    }

    /// The reason `decode` gives for `path`, which it must refuse.
    private func refusal(_ path: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try SoundFile.decode(path)
            XCTFail("\(path) was decoded", file: file, line: line)
            return ""
        } catch {
            XCTAssertEqual((error as? SoundFileError)?.path, path, file: file, line: line)
            return (error as? SoundFileError)?.reason ?? "\(error)"
        }
    }

    func testRatesAndChannelCountsOutsideTheLimitsAreRefusedFromTheHeader() throws {
        // At 1 Hz, 200 frames would resample to 9.6 million; a 2 MB file of them to 192 GB.
        let cases: [(rate: Int, channels: Int, reason: String)] = [
            (1, 1, "has a sample rate of 1 Hz in its header; educat reads 1000 to 768000 Hz"),
            (999, 1, "has a sample rate of 999 Hz in its header; educat reads 1000 to 768000 Hz"),
            (0, 1, "has a sample rate of 0 Hz in its header; educat reads 1000 to 768000 Hz"),
            (1_000_000, 1, "has a sample rate of 1000000 Hz in its header; educat reads 1000 to 768000 Hz"),
            (44_100, 0, "has 0 channels in its header; educat reads 1 to 8"),
            (44_100, 300, "has 300 channels in its header; educat reads 1 to 8"),
        ]
        for (rate, channels, reason) in cases {
            let path = "\(folder)/\(rate)-\(channels).wav"
            try Signals.wavHeader(rate: rate, channels: channels, frames: 200, to: path)
            XCTAssertEqual(refusal(path), reason)
        }
        try Signals.wavHeader(rate: 1_000, channels: 8, frames: 200, to: "\(folder)/edge.wav")
        XCTAssertEqual(try SoundFile.read("\(folder)/edge.wav").format, AudioFormat(sampleRate: 1_000, channels: 8))
    }

    func testAFileLongerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let path = "\(folder)/long.wav"
        let frames = (DecodeLimits.maxSeconds + 1) * 8_000
        try Signals.wavHeader(rate: 8_000, channels: 1, frames: frames, to: path)
        let started = Date()
        XCTAssertEqual(refusal(path), "is too long to load: \(frames) frames (601 s at 8000 Hz, 1 ch); "
                       + "a clip may last at most 600 s and hold at most 57600000 samples")
        XCTAssertLessThan(Date().timeIntervalSince(started), 0.5, "refused from the header, not read")
        // Within the seconds but over the samples: 8 channels at 96 kHz fill them in 75 s.
        try Signals.wavHeader(rate: 96_000, channels: 8, frames: 76 * 96_000, to: path)
        XCTAssertTrue(refusal(path).hasPrefix("is too long to load: 7296000 frames (76 s at 96000 Hz, 8 ch)"))
    }

    func testPipesDevicesAndLinksThatLeadNowhereSayWhatTheyAreAndAreNeverRead() throws {
        let fifo = "\(folder)/pipe.wav"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        XCTAssertEqual(refusal(fifo), "is a named pipe (FIFO), not an audio file (only regular files are read)")
        for device in ["/dev/zero", "/dev/urandom"] {
            XCTAssertEqual(refusal(device), "is a device, not an audio file (only regular files are read)")
        }
        let loop = "\(folder)/loop.wav"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "\(folder)/loop2.wav")
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/loop2.wav", withDestinationPath: loop)
        XCTAssertEqual(refusal(loop), "is a symbolic link that leads back to itself (a loop of links)")
        let dangling = "\(folder)/dangling.wav"
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "gone.wav")
        XCTAssertEqual(refusal(dangling), "is a symbolic link to gone.wav, which does not exist")
        let zeros = "\(folder)/zeros.wav"
        try FileManager.default.createSymbolicLink(atPath: zeros, withDestinationPath: "/dev/zero")
        XCTAssertEqual(refusal(zeros), "is a device, not an audio file (only regular files are read)")
    }

    func testFramesOfAnyTimeNeverTrap() {
        let format = AudioFormat.standard
        XCTAssertEqual(format.frames(seconds: 1.5), 72_000)
        XCTAssertEqual(format.frames(seconds: .nan), 0)
        XCTAssertEqual(format.frames(seconds: .infinity), AudioFormat.maxFrames)
        XCTAssertEqual(format.frames(seconds: -1e308), -AudioFormat.maxFrames)
        XCTAssertEqual(format.frames(seconds: 1e15), AudioFormat.maxFrames)
        XCTAssertEqual(format.frames(seconds: 1e18) + format.frames(seconds: 1e18), 2 * AudioFormat.maxFrames, "room to add")
    }

    func testTruncatedWavIsReportedNotPlayedShort() throws {
        let path = "\(folder)/cut.wav"
        try SoundFile.write(Signals.sine(440, seconds: 1, rate: 44_100, channels: 1), to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try SoundFile.decode(path)) { error in
            XCTAssertTrue((error as? SoundFileError)?.reason.hasPrefix("is truncated") ?? false, "\(error)")
        }
    }

    /// sox writes ADPCM WAVs whose byte rate libsndfile corrects by one in its log ("Bytes/sec : 11178 (should be
    /// 11177)"): such a file plays; one cut short is still refused by its chunk's length.
    func testSoxsAdpcmWavsPlayAndACutOneIsStillRefused() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sox") else { throw XCTSkip("sox is not installed") }
        for encoding in ["ima-adpcm", "ms-adpcm"] {
            let path = "\(folder)/\(encoding).wav"
            let sox = Process()
            sox.executableURL = URL(fileURLWithPath: "/usr/bin/sox")
            sox.arguments = ["-n", "-r", "22050", "-c", "1", "-e", encoding, path, "synth", "1", "sine", "440"]
            try sox.run()
            sox.waitUntilExit()
            XCTAssertEqual(sox.terminationStatus, 0)
            let clip = try SoundFile.decode(path)
            XCTAssertEqual(Double(clip.buffer.frameCount) / 48_000, 1, accuracy: 0.02, encoding)
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
            XCTAssertThrowsError(try SoundFile.decode(path), encoding) { error in
                XCTAssertTrue((error as? SoundFileError)?.reason.hasPrefix("is truncated") ?? false, "\(error)")
            }
        }
    }

    func testTruncatedFlacIsAnErrorNotACrash() throws {
        let path = "\(folder)/cut.flac"
        try SoundFile.write(Signals.sine(440, seconds: 1, rate: 44_100, channels: 1), to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try SoundFile.decode(path)) { error in
            XCTAssertTrue(error is SoundFileError, "\(error)")
        }
    }

    func testCacheDecodesOnceAndShares() throws {
        let path = "\(folder)/a.wav"
        try SoundFile.write(Signals.sine(440, seconds: 0.1, rate: 48_000, channels: 2), to: path)
        let cache = ClipCache()
        let first = try cache.clip(at: path)
        let second = try cache.clip(at: "\(folder)/./a.wav")
        XCTAssertTrue(first === second)
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(cache.byteCount, 4_800 * 2 * 4)
    }

    func testCacheKeepsTheMostRecentlyUsedClipsWithinItsBudget() throws {
        let paths = try ["a", "b", "c"].map { name in
            let path = "\(folder)/\(name).wav"
            try SoundFile.write(Signals.sine(440, seconds: 0.1, rate: 48_000, channels: 2), to: path)
            return path
        }
        let clipBytes = 4_800 * 2 * 4
        let cache = ClipCache(budget: 2 * clipBytes)
        let first = try cache.clip(at: paths[0])
        _ = try cache.clip(at: paths[1])
        XCTAssertTrue(try cache.clip(at: paths[0]) === first, "a is used again, so b is now the oldest")
        _ = try cache.clip(at: paths[2])
        XCTAssertEqual(cache.count, 2)
        XCTAssertEqual(cache.byteCount, 2 * clipBytes)
        XCTAssertTrue(try cache.clip(at: paths[0]) === first, "a was kept")
        for _ in 0..<20 { _ = try cache.clip(at: paths[1]); _ = try cache.clip(at: paths[2]) }
        XCTAssertEqual(cache.byteCount, 2 * clipBytes, "however many files pass through, the budget holds")
        XCTAssertFalse(try cache.clip(at: paths[0]) === first, "a, dropped meanwhile, is decoded again")
    }

    /// Magnitude of one frequency by correlation (a single DFT bin).
    private static func magnitude(_ x: [Double], frequency: Double, rate: Double) -> Double {
        var re = 0.0, im = 0.0
        for (i, v) in x.enumerated() {
            let phase = 2 * Double.pi * frequency * Double(i) / rate
            re += v * cos(phase)
            im += v * sin(phase)
        }
        return (re * re + im * im).squareRoot() / Double(x.count)
    }
}
