import Foundation

/// The rate and channel count a RIFF WAV file's `fmt ` chunk declares, read without libsndfile: it refuses a header
/// with a rate or channel count of 0 with only "SF_INFO struct incomplete", which tells a teacher nothing.
struct WAVHeader {
    /// Channels declared.
    let channels: Int
    /// Frames per second declared.
    let sampleRate: Int

    /// The header of the regular file at `path`, or nil when its first 4 KiB hold no RIFF WAVE `fmt ` chunk.
    init?(path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let bytes = try? handle.read(upToCount: 4_096).map(Array.init),
              bytes.count >= 12, bytes[0..<4] == Array("RIFF".utf8)[...], bytes[8..<12] == Array("WAVE".utf8)[...] else { return nil }
        func little(_ offset: Int, _ count: Int) -> Int {
            (0..<count).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        var chunk = 12
        while chunk + 8 <= bytes.count {
            let size = little(chunk + 4, 4)
            if bytes[chunk..<(chunk + 4)] == Array("fmt ".utf8)[...], chunk + 16 <= bytes.count {
                channels = little(chunk + 10, 2)
                sampleRate = little(chunk + 12, 4)
                return
            }
            // Chunks are padded to an even size.
            chunk += 8 + size + size % 2
        }
        return nil
    }
}
