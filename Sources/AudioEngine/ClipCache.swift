import Foundation

/// Decodes each file once and hands the same clip to every caller.
///
/// Called from control threads; never from the audio thread.
public final class ClipCache: @unchecked Sendable {
    /// The format every clip is converted to.
    public let format: AudioFormat
    private let lock = NSLock()
    private var clips: [String: Clip] = [:]

    /// Creates an empty cache for `format`.
    public init(format: AudioFormat = .standard) {
        self.format = format
    }

    /// The clip for `path`, decoding it on first use; `name` is used only on that first decode.
    public func clip(at path: String, name: String? = nil) throws -> Clip {
        let key = URL(fileURLWithPath: path).standardizedFileURL.path
        if let cached = lock.withLock({ clips[key] }) { return cached }
        // Decode outside the lock so one slow file does not stall lookups of others.
        let clip = try SoundFile.decode(path, to: format, name: name)
        return lock.withLock {
            if let raced = clips[key] { return raced }
            clips[key] = clip
            return clip
        }
    }

    /// Number of clips held.
    public var count: Int { lock.withLock { clips.count } }

    /// Bytes of sample memory held.
    public var byteCount: Int { lock.withLock { clips.values.reduce(0) { $0 + $1.frameCount * $1.format.channels * 4 } } }
}
