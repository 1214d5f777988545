@testable import AudioEngine
import CSamplerate
import CSndfile
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
        let kept = try XCTUnwrap(try disk.load(path, name: "music", shaping: shaping, format: .standard))
        XCTAssertEqual(Array(kept.samples), Array(decoded.samples))
        XCTAssertEqual(kept.sourceFormat, AudioFormat(sampleRate: 44_100, channels: 1))
        XCTAssertEqual(kept.path, path)
        // Another shaping, or the file changed, is another clip: never the one kept.
        XCTAssertNil(try disk.load(path, name: "music", shaping: ClipShaping(), format: .standard))
        try SoundFile.write(Signals.sine(330, seconds: 12, rate: 44_100, channels: 1), to: path)
        XCTAssertNil(try disk.load(path, name: "music", shaping: shaping, format: .standard))
    }

    func testAFileIsKeyedChunkByChunkAsIfReadWhole() throws {
        let folder = try Signals.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Three chunks and an odd tail: the words fall where they fall in one pass over the whole file.
        var data = Data(count: (3 << 20) + 5)
        data.withUnsafeMutableBytes { bytes in for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: index &* 2_654_435_761 >> 11) } }
        let path = folder + "/big.bin"
        try data.write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(ContentHash.ofFile(path), ContentHash.of(data))
        XCTAssertNil(ContentHash.ofFile(folder + "/missing.bin"))
        XCTAssertNil(ContentHash.ofFile(folder), "a folder is no content")
    }

    func testAFileLeftHalfWrittenByAStoppedRunGoesOnceItIsAnHourOld() throws {
        let folder = try Signals.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let disk = DecodedFileCache(folder: folder + "/decoded", fillsInBackground: false)
        let path = try longFile(in: folder, frequency: 220)
        let copy = try XCTUnwrap(disk.stream(of: path, format: .standard)?.file)
        disk.waitForFills()
        XCTAssertTrue(FileManager.default.fileExists(atPath: copy))
        // A run stopped while it wrote; no later run has a copy left to write, so only reading the copy can sweep.
        let (old, young) = (disk.folder + "/.old.tmp", disk.folder + "/.young.tmp")
        for file in [old, young] { XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data(count: 64))) }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -7_200)], ofItemAtPath: old)
        XCTAssertEqual(disk.stream(of: path, format: .standard)?.file, copy)
        XCTAssertFalse(FileManager.default.fileExists(atPath: old), "an hour old and more: left by a run long stopped")
        XCTAssertTrue(FileManager.default.fileExists(atPath: young), "perhaps another player's, still writing")
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
        XCTAssertThrowsError(try disk.load(path, name: "music", shaping: ClipShaping(), format: .standard))
        let fresh = ClipCache()
        fresh.keepLongClips(in: disk)
        XCTAssertEqual(Array(try fresh.clip(at: path).samples), Array(decoded.samples))
        XCTAssertNotNil(try disk.load(path, name: "music", shaping: ClipShaping(), format: .standard), "not written anew")
    }

    func testAClipFileChangedInItsSamplesIsRefusedAndWrittenAgain() throws {
        let folder = try Signals.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let disk = DecodedFileCache(folder: folder + "/decoded")
        let path = try longFile(in: folder, frequency: 220)
        let cache = ClipCache()
        cache.keepLongClips(in: disk)
        let decoded = Array(try cache.clip(at: path).samples)
        let file = disk.folder + "/" + (try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: disk.folder).first))
        // The size, the header and the format as they were: only a sample has changed.
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: file))
        try handle.seek(toOffset: 400_000)
        try handle.write(contentsOf: Data(repeating: 0x3f, count: 4))
        try handle.close()
        XCTAssertThrowsError(try disk.load(path, name: "music", shaping: ClipShaping(), format: .standard)) { error in
            XCTAssertEqual("\(error)", "decoded cache file \(file) has changed (it does not match its checksum)")
        }
        // Where it could not be replaced (a read-only folder), every load would say so again.
        XCTAssertNil(try disk.load(path, name: "music", shaping: ClipShaping(), format: .standard), "refused until written anew")
        let fresh = ClipCache()
        fresh.keepLongClips(in: disk)
        XCTAssertEqual(Array(try fresh.clip(at: path).samples), decoded, "decoded again")
        let kept = try XCTUnwrap(try disk.load(path, name: "music", shaping: ClipShaping(), format: .standard))
        XCTAssertEqual(Array(kept.samples), decoded, "and written again")
    }

    func testFilesAreKeyedByTheLibrariesThatDecodedThem() throws {
        let folder = try Signals.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try longFile(in: folder, frequency: 220)
        let versions = DecodedFileCache.codecVersions
        XCTAssertTrue(versions.contains(String(cString: sf_version_string())), versions)
        XCTAssertTrue(versions.contains(String(cString: src_get_version())), versions)
        let disk = DecodedFileCache(folder: folder + "/decoded", minimumSeconds: 10, limit: 8, fillsInBackground: false,
                                    codecs: versions)
        let other = DecodedFileCache(folder: disk.folder, minimumSeconds: 10, limit: 8, fillsInBackground: false,
                                     codecs: "libsndfile-9.9.9 libsamplerate-9.9.9")
        let cache = ClipCache()
        cache.keepLongClips(in: disk)
        _ = try cache.clip(at: path)
        XCTAssertNotNil(try disk.load(path, name: "music", shaping: ClipShaping(), format: .standard))
        XCTAssertNil(try other.load(path, name: "music", shaping: ClipShaping(), format: .standard),
                     "decoded by other libraries: perhaps other samples")
        let copy = try XCTUnwrap(disk.stream(of: path, format: .standard)?.file)
        disk.waitForFills()
        XCTAssertNotEqual(other.stream(of: path, format: .standard)?.file, copy)
        other.waitForFills()
    }

    func testACopyHoldsTheFileAsItWasWhenItWasKeyed() throws {
        let folder = try Signals.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let disk = DecodedFileCache(folder: folder + "/decoded")
        let path = try longFile(in: folder, frequency: 220)
        let replacement = try longFile(in: folder, frequency: 330)
        let original = try SoundFile.decode(path, to: .standard)
        let expected = Array(original.samples)
        let copy = try XCTUnwrap(disk.stream(of: path, format: .standard)?.file)
        // Saved over at once, as an editor or a bank update does, while the copy has only just started.
        XCTAssertEqual(rename(replacement, path), 0)
        disk.waitForFills()
        let reader = try DecodedStreamReader(file: copy, format: .standard)
        var samples: [Float] = []
        var block = try reader.next()
        while !block.isEmpty {
            samples += block
            block = try reader.next()
        }
        XCTAssertEqual(samples, expected, "the samples of the file that was keyed, not of the one saved over it")
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
