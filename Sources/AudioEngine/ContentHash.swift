import Foundation

/// A cache key for a file's bytes.
public enum ContentHash {
    /// FNV-1a over the bytes taken eight at a time (a whole bank is hashed at every start), with their count: a cache
    /// key, not a defence against anyone.
    public static func of(_ data: Data) -> String {
        String(data.withUnsafeBytes { value(of: $0) }, radix: 16) + "-" + String(data.count)
    }

    /// The same FNV-1a over `bytes`, as a number: a checksum of a cache file's parts.
    static func value(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        let mix = { (word: UInt64) in value = (value ^ word) &* 0x0000_0100_0000_01b3 }
        let words = bytes.count / 8
        for index in 0..<words { mix(bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) }
        for byte in bytes[(words * 8)...] { mix(UInt64(byte)) }
        return value
    }
}
