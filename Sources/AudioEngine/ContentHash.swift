import Foundation
import Glibc

/// A cache key for a file's bytes.
public enum ContentHash {
    /// FNV-1a over the bytes taken eight at a time (a whole bank is hashed at every start), with their count: a cache
    /// key, not a defence against anyone.
    public static func of(_ data: Data) -> String {
        String(data.withUnsafeBytes { value(of: $0) }, radix: 16) + "-" + String(data.count)
    }

    /// The same as `of(_:)` for the file at `path`, read a megabyte at a time: a long clip's file (hundreds of
    /// megabytes) is a key without ever being in memory whole. Nil when it cannot be read to its end.
    public static func ofFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return ofFile(descriptor: descriptor)
    }

    /// The same for a file already open, read from its start without moving its offset: what is keyed is what the
    /// caller goes on to read from `descriptor`, even if the path names another file by then.
    static func ofFile(descriptor: Int32) -> String? {
        var value = basis
        var count = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        // Bytes short of a whole word wait for the next chunk, so the words fall where they fall in one pass.
        var pending = 0
        while true {
            let got = chunk.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + pending, $0.count - pending, off_t(count))
            }
            guard got >= 0 else { return nil }
            if got == 0 { break }
            count += got
            let filled = pending + got, whole = filled / 8 * 8
            value = chunk.withUnsafeBytes { Self.value(of: UnsafeRawBufferPointer(rebasing: $0[0..<whole]), from: value) }
            if whole > 0 { chunk.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[whole..<filled])) } }
            pending = filled - whole
        }
        value = chunk.withUnsafeBytes { Self.value(of: UnsafeRawBufferPointer(rebasing: $0[0..<pending]), from: value) }
        return String(value, radix: 16) + "-" + String(count)
    }

    private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The same FNV-1a over `bytes`, as a number, going on `from` a value of the bytes before: a checksum of a cache
    /// file's parts.
    static func value(of bytes: UnsafeRawBufferPointer, from start: UInt64 = basis) -> UInt64 {
        var value = start
        let mix = { (word: UInt64) in value = (value ^ word) &* 0x0000_0100_0000_01b3 }
        let words = bytes.count / 8
        for index in 0..<words { mix(bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) }
        for byte in bytes[(words * 8)...] { mix(UInt64(byte)) }
        return value
    }
}
