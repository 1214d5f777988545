import Foundation
import Logging

/// Decodes each file once and hands the same clip to every caller, keeping the most recently used clips up to a
/// byte budget: a long run over a big bank (or a trigger fed endless files) holds a bounded amount, and a clip
/// dropped from the cache is decoded again when next asked for. A dropped clip still playing lives on in its voice.
///
/// Called from control threads; never from the audio thread.
public final class ClipCache: @unchecked Sendable {
    /// The format every clip is converted to.
    public let format: AudioFormat
    /// Bytes of samples kept at most (one clip bigger than it is still handed out, and kept alone).
    public let budget: Int
    private let lock = NSLock()
    private var clips: [Key: (clip: Clip, lastUse: UInt64)] = [:]
    private var bytes = 0
    private var uses: UInt64 = 0
    private var disk: DecodedFileCache?
    private static let logger = Logger(label: "educat.audio.cache")

    /// Creates an empty cache for `format` holding up to `budget` bytes of samples.
    public init(format: AudioFormat = .standard, budget: Int = EngineConfiguration().clipCacheBytes) {
        self.format = format
        self.budget = budget
    }

    /// A file as shaped: the same file shaped two ways is two clips (and one streamed to loop is another).
    private struct Key: Hashable {
        var path: String
        var shaping: ClipShaping
        var loops = false
    }

    /// The clip for `path` shaped by `shaping`, decoding it on first use; `name` is used only on that first decode.
    /// A clip too long to hold (see `StreamPlan`) is handed out streamed: each voice reads it from the file as it plays,
    /// and one that `loops` to its end (music) starts without the file being read through first.
    public func clip(at path: String, name: String? = nil, shaping: ClipShaping = ClipShaping(), loops: Bool = false) throws -> Clip {
        let key = Key(path: Self.standardized(path), shaping: shaping, loops: loops)
        if let cached = lock.withLock({ touch(key) }) { return cached }
        // Decode outside the lock so one slow file does not stall lookups of others.
        let disk = lock.withLock { self.disk }
        let clipName = name ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if let streamed = try StreamPlan.clip(at: path, name: clipName, format: format, shaping: shaping, loops: loops,
                                                 disk: disk) {
            return keep(streamed, as: key)
        }
        do {
            if let kept = try disk?.load(path, name: clipName, shaping: shaping, format: format) { return keep(kept, as: key) }
        } catch {
            // Said once: the file is not read again until the decode below writes it anew.
            Self.logger.warning("\(error); \(path) is decoded instead")
        }
        let clip = try SoundFile.decode(path, to: format, name: clipName, shaping: shaping)
        disk?.store(clip, from: path, shaping: shaping)
        return keep(clip, as: key)
    }

    /// Keeps long clips in `disk` as well, and reads them back from it: the next run skips their decoding, and a
    /// streamed clip's voices copy samples instead of decoding them.
    public func keepLongClips(in disk: DecodedFileCache) {
        lock.withLock { self.disk = disk }
    }

    /// The clip for `path` decoded now and shaped as `shapedBy` decides from the file's samples, for a shaping that
    /// needs a measurement of the file: it is taken from the one decode that makes the clip.
    public func clip(at path: String, name: String? = nil, shapedBy decide: (PCMBuffer) -> ClipShaping) throws -> Clip {
        let (clip, shaping) = try SoundFile.decode(path, to: format, name: name, shapedBy: decide)
        lock.withLock { disk }?.store(clip, from: path, shaping: shaping)
        return keep(clip, as: Key(path: Self.standardized(path), shaping: shaping))
    }

    private static func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// Keeps a clip just decoded, unless another thread kept one for `key` meanwhile, which is returned instead.
    private func keep(_ clip: Clip, as key: Key) -> Clip {
        lock.withLock {
            if let raced = touch(key) { return raced }
            uses += 1
            clips[key] = (clip, uses)
            bytes += Self.size(of: clip)
            evict(keeping: key)
            return clip
        }
    }

    /// Number of clips held.
    public var count: Int { lock.withLock { clips.count } }

    /// Bytes of sample memory held.
    public var byteCount: Int { lock.withLock { bytes } }

    /// Whether the cache holds as much as its budget allows.
    public var isFull: Bool { lock.withLock { bytes >= budget } }

    /// The cached clip for `key`, marked as just used. Called with the lock held.
    private func touch(_ key: Key) -> Clip? {
        guard let entry = clips[key] else { return nil }
        uses += 1
        clips[key]?.lastUse = uses
        return entry.clip
    }

    /// Drops the least recently used clips, other than `key`, until the rest fit the budget. Called with the lock held.
    private func evict(keeping key: Key) {
        while bytes > budget, let oldest = clips.filter({ $0.key != key }).min(by: { $0.value.lastUse < $1.value.lastUse }) {
            clips[oldest.key] = nil
            bytes -= Self.size(of: oldest.value.clip)
        }
    }

    private static func size(of clip: Clip) -> Int { clip.samples.count * MemoryLayout<Float>.size }
}
