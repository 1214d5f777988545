import Foundation
import Glibc

/// Where a stream reads its blocks: the file itself (`StreamDecoder`) or the file decoded once and kept.
protocol StreamSource: AnyObject {
    /// The next block in the engine's format; empty once the file has ended.
    func next() throws -> [Float]
    /// Reads again from the start.
    func restart() throws
}

extension StreamDecoder: StreamSource {}

/// A decoded cache file that cannot be trusted (another version, another format, cut short or changed) or written.
struct DecodedCacheError: Error, CustomStringConvertible {
    /// The cache file.
    let file: String
    /// What is wrong with it.
    let reason: String

    var description: String { "decoded cache file \(file) \(reason)" }
}

/// Writes cache files as atomic writers do: aside, flushed to disk, renamed, and the rename flushed, so that neither a
/// reader meanwhile nor a power cut (a kiosk switched off at the wall) finds half a file under the name.
enum CacheFile {
    /// Writes `file` with what `fill` writes through a descriptor of a new temporary file beside it (named second).
    static func write(_ file: String, _ fill: (_ descriptor: Int32, _ temporary: String) throws -> Void) throws {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
        let temporary = folder + "/.\(UUID().uuidString).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(temporary, "cannot be created") }
        var renamed = false
        defer {
            close(descriptor)
            if !renamed { unlink(temporary) }
        }
        try fill(descriptor, temporary)
        guard fsync(descriptor) == 0 else { throw failure(temporary, "cannot be written") }
        guard rename(temporary, file) == 0 else { throw failure(file, "cannot be written") }
        renamed = true
        // The name is on disk once the folder is; one that cannot be flushed leaves it as safe as its filesystem does.
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            _ = fsync(directory)
            close(directory)
        }
    }

    /// Writes all of `bytes` at `offset`, moving `offset` past them.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: inout Int, file: String) throws {
        var done = 0
        while done < bytes.count {
            let count = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            guard count > 0 else { throw failure(file, "cannot be written") }
            done += count
        }
        offset += done
    }

    private static func failure(_ file: String, _ what: String) -> DecodedCacheError {
        DecodedCacheError(file: file, reason: "\(what) (\(String(cString: strerror(errno))))")
    }
}

/// A whole file converted to the engine's format and kept, so that a stream copies its samples back instead of
/// decoding and resampling the file again every time it plays (the kiosk's music, looping all day).
///
/// Layout, little-endian: eight words (magic and version, frames, channels, rate, source rate, source channels,
/// frames per chunk, a checksum of the seven before), the samples as 32-bit floats, then a checksum of each chunk's
/// bytes. The size must match the header exactly, and every chunk is checked as it is read.
enum DecodedStream {
    /// "EDSTRM01": a new layout takes a new number, so an older file is refused rather than misread.
    static let magic: UInt64 = 0x3130_4D52_5453_4445
    static let chunkFrames = 16_384
    static let headerBytes = 64

    /// Decodes all that `decoder` reads into `file`, written as `CacheFile` writes.
    static func write(from decoder: StreamDecoder, to file: String) throws {
        let format = decoder.format
        try CacheFile.write(file) { descriptor, temporary in
            let chunkSamples = chunkFrames * format.channels
            var pending: [Float] = []
            var checksums: [UInt64] = []
            var frames = 0
            var offset = headerBytes
            func flush(_ count: Int) throws {
                try pending.withUnsafeBytes { bytes in
                    let part = UnsafeRawBufferPointer(rebasing: bytes[0..<(count * MemoryLayout<Float>.size)])
                    checksums.append(ContentHash.value(of: part))
                    try CacheFile.writeAll(part, to: descriptor, at: &offset, file: temporary)
                }
                pending.removeFirst(count)
            }
            var block = try decoder.next()
            while !block.isEmpty {
                frames += block.count / format.channels
                pending += block
                while pending.count >= chunkSamples { try flush(chunkSamples) }
                block = try decoder.next()
            }
            if !pending.isEmpty { try flush(pending.count) }
            try checksums.map(\.littleEndian).withUnsafeBytes { try CacheFile.writeAll($0, to: descriptor, at: &offset, file: temporary) }
            var header = header(frames: frames, format: format, source: decoder.sourceFormat)
            header.append(header.withUnsafeBytes { ContentHash.value(of: $0) })
            var start = 0
            try header.map(\.littleEndian).withUnsafeBytes { try CacheFile.writeAll($0, to: descriptor, at: &start, file: temporary) }
        }
    }

    /// The header's words before its checksum.
    fileprivate static func header(frames: Int, format: AudioFormat, source: AudioFormat) -> [UInt64] {
        [magic, UInt64(frames), UInt64(format.channels), UInt64(format.sampleRate), UInt64(source.sampleRate),
         UInt64(source.channels), UInt64(chunkFrames)]
    }
}

/// Reads a decoded stream file back chunk by chunk, checking each against its checksum. Used by one thread at a time.
final class DecodedStreamReader: StreamSource {
    /// The cache file.
    let file: String
    /// Frames it holds.
    let frames: Int
    private let channels: Int
    private let descriptor: Int32
    private let checksums: [UInt64]
    private var chunk = 0

    /// Opens `file`, refusing one whose header, format or size is not what a file written for `format` has.
    init(file: String, format: AudioFormat) throws {
        self.file = file
        channels = format.channels
        descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw DecodedCacheError(file: file, reason: "cannot be read") }
        do {
            var words = [UInt64](repeating: 0, count: 8)
            try Self.read(into: &words, from: descriptor, at: 0, file: file)
            words = words.map { UInt64(littleEndian: $0) }
            guard words[0] == DecodedStream.magic,
                  words[7] == ContentHash.value(of: words.withUnsafeBytes { UnsafeRawBufferPointer(rebasing: $0[0..<56]) }),
                  words[1] > 0, words[1] < UInt64(Int32.max) else {
                throw DecodedCacheError(file: file, reason: "is not a decoded stream of this version")
            }
            frames = Int(words[1])
            let source = AudioFormat(sampleRate: Int(words[4]), channels: Int(words[5]))
            guard words == DecodedStream.header(frames: frames, format: format, source: source) + [words[7]] else {
                throw DecodedCacheError(file: file, reason: "was decoded for another format")
            }
            let chunks = (frames + DecodedStream.chunkFrames - 1) / DecodedStream.chunkFrames
            let expected = DecodedStream.headerBytes + frames * channels * MemoryLayout<Float>.size + chunks * 8
            var status = stat()
            guard fstat(descriptor, &status) == 0, Int(status.st_size) == expected else {
                throw DecodedCacheError(file: file, reason: "is cut short or too long (\(status.st_size) bytes, \(expected) expected)")
            }
            var table = [UInt64](repeating: 0, count: chunks)
            try Self.read(into: &table, from: descriptor, at: expected - chunks * 8, file: file)
            checksums = table.map { UInt64(littleEndian: $0) }
        } catch {
            close(descriptor)
            throw error
        }
    }

    deinit { close(descriptor) }

    func next() throws -> [Float] {
        guard chunk < checksums.count else { return [] }
        let first = chunk * DecodedStream.chunkFrames
        var block = [Float](repeating: 0, count: min(DecodedStream.chunkFrames, frames - first) * channels)
        try Self.read(into: &block, from: descriptor, at: DecodedStream.headerBytes + first * channels * MemoryLayout<Float>.size,
                      file: file)
        guard block.withUnsafeBytes({ ContentHash.value(of: $0) }) == checksums[chunk] else {
            throw DecodedCacheError(file: file, reason: "has changed (chunk \(chunk) does not match its checksum)")
        }
        chunk += 1
        return block
    }

    func restart() { chunk = 0 }

    private static func read<T>(into values: inout [T], from descriptor: Int32, at offset: Int, file: String) throws {
        let complete = values.withUnsafeMutableBytes { bytes in
            var done = 0
            while done < bytes.count {
                let count = pread(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
                guard count > 0 else { return false }
                done += count
            }
            return true
        }
        guard complete else { throw DecodedCacheError(file: file, reason: "is cut short") }
    }
}
