@testable import AudioEngine
import XCTest

/// Long clips are kept decoded between runs: the next run reads back the same samples instead of decoding again.
final class DecodedFileCacheTests: XCTestCase {
    private func longFile(in folder: String, frequency: Double) throws -> String {
        let path = folder + "/music-\(Int(frequency)).wav"
        try SoundFile.write(Signals.sine(frequency, seconds: 12, rate: 44_100, channels: 1), to: path)
        return path
    }

    func testALongClipIsReadBackAsItWasDecoded() throws {
        let folder = try Signals.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let disk = DecodedFileCache(folder: folder + "/decoded")
        let path = try longFile(in: folder, frequency: 220)
        let shaping = ClipShaping(gain: -3)
        let first = ClipCache()
        first.keepLongClips(in: disk)
        let decoded = try first.clip(at: path, name: "music", shaping: shaping)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk.folder).filter { $0.hasSuffix(".pcm") }.count, 1)
        let kept = try XCTUnwrap(disk.load(path, name: "music", shaping: shaping, format: .standard))
        XCTAssertEqual(Array(kept.samples), Array(decoded.samples))
        XCTAssertEqual(kept.sourceFormat, AudioFormat(sampleRate: 44_100, channels: 1))
        XCTAssertEqual(kept.path, path)
        // Another shaping, or the file changed, is another clip: never the one kept.
        XCTAssertNil(disk.load(path, name: "music", shaping: ClipShaping(), format: .standard))
        try SoundFile.write(Signals.sine(330, seconds: 12, rate: 44_100, channels: 1), to: path)
        XCTAssertNil(disk.load(path, name: "music", shaping: shaping, format: .standard))
    }

    func testShortClipsAreNotKeptAndDamagedFilesAreDecodedAgain() throws {
        let folder = try Signals.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let disk = DecodedFileCache(folder: folder + "/decoded")
        let short = folder + "/short.wav"
        try SoundFile.write(Signals.sine(440, seconds: 1, rate: 48_000, channels: 2), to: short)
        let cache = ClipCache()
        cache.keepLongClips(in: disk)
        _ = try cache.clip(at: short)
        XCTAssertFalse(FileManager.default.fileExists(atPath: disk.folder))

        let path = try longFile(in: folder, frequency: 220)
        let decoded = try cache.clip(at: path)
        for file in try FileManager.default.contentsOfDirectory(atPath: disk.folder) {
            try Data("not samples".utf8).write(to: URL(fileURLWithPath: disk.folder + "/" + file))
        }
        XCTAssertNil(disk.load(path, name: "music", shaping: ClipShaping(), format: .standard))
        let fresh = ClipCache()
        fresh.keepLongClips(in: disk)
        XCTAssertEqual(Array(try fresh.clip(at: path).samples), Array(decoded.samples))
        XCTAssertNotNil(disk.load(path, name: "music", shaping: ClipShaping(), format: .standard), "not written anew")
    }

    func testOnlyTheMostRecentlyUsedFilesAreKept() throws {
        let folder = try Signals.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let disk = DecodedFileCache(folder: folder + "/decoded", limit: 2)
        let cache = ClipCache()
        cache.keepLongClips(in: disk)
        for frequency in [220.0, 330, 440] { _ = try cache.clip(at: try longFile(in: folder, frequency: frequency)) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk.folder).filter { $0.hasSuffix(".pcm") }.count, 2)
    }
}
