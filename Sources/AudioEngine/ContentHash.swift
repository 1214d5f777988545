import Foundation

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
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var value = basis
        var count = 0
        // Bytes short of a whole word wait for the next chunk, so the words fall where they fall in one pass.
        var pending = Data()
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                pending.append(chunk)
                count += chunk.count
                let whole = pending.count / 8 * 8
                value = pending.prefix(whole).withUnsafeBytes { Self.value(of: $0, from: value) }
                pending.removeFirst(whole)
            }
        } catch {
            return nil
        }
        value = pending.withUnsafeBytes { Self.value(of: $0, from: value) }
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
