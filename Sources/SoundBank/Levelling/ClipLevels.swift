import AudioEngine
import Foundation

/// Each file's level, measured once and kept in a small file beside the bank, keyed by a hash of the file's bytes:
/// a file changed in place is measured again, and a cache that cannot be read is measured over and rewritten.
///
/// The cache is the bank folder's `.educat-levels.json`, or, when that folder is not writable (an installed bank),
/// `$XDG_CACHE_HOME/educat` (else `~/.cache/educat`), one file per bank folder, which starts from what the bank folder's
/// own file holds (a bank installed with its cache is not measured again). Safe to call from any control thread.
public final class ClipLevels: @unchecked Sendable {
    /// The cache file's name in a bank folder.
    public static let fileName = ".educat-levels.json"
    /// Where the cache is read from and written to.
    public let cachePath: String
    private let lock = NSLock()
    private var entries: [String: ClipLevel] = [:]
    private var byPath: [String: ClipLevel?] = [:]
    private var dirty = false
    private var holding = 0
    private var measured = 0

    /// The levels of the bank in `folder`; `cacheHome` replaces the user's cache folder when the bank's is not writable.
    public init(folder: String, cacheHome: String? = nil) {
        cachePath = Self.cachePath(folder: folder, cacheHome: cacheHome)
        let shipped = URL(fileURLWithPath: folder).standardizedFileURL.path + "/" + Self.fileName
        entries = Self.read(cachePath).merging(shipped == cachePath ? [:] : Self.read(shipped)) { own, _ in own }
    }

    /// How many files this instance measured (not found in the cache).
    public var measurements: Int { lock.withLock { measured } }

    /// The level of the file at `path`, nil when it cannot be read (the player then reports it when it decodes it).
    public func level(at path: String) -> ClipLevel? {
        if let known = lock.withLock({ byPath[path] }) { return known }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let hash = Self.hash(data)
        if let cached = lock.withLock({ entries[hash] }) {
            lock.withLock { byPath[path] = cached }
            return cached
        }
        let level = (try? SoundFile.read(path)).map { ClipLevel(ClipAnalysis($0)) }
        let save = lock.withLock {
            byPath[path] = level
            guard let level else { return false }
            entries[hash] = level
            measured += 1
            dirty = true
            return holding == 0
        }
        if save { self.save() }
        return level
    }

    /// How `named` is shaped as it loads: as it is when its file cannot be read.
    public func shaping(for named: NamedClip) -> ClipShaping {
        guard let level = level(at: named.clip.path) else { return ClipShaping() }
        return Levelling.shaping(role: named.role, fixed: named.clip.gain, level: level)
    }

    /// Runs `body` writing the cache once at its end rather than after each file measured.
    public func batch<T>(_ body: () throws -> T) rethrows -> T {
        lock.withLock { holding += 1 }
        defer {
            let save = lock.withLock { holding -= 1; return holding == 0 && dirty }
            if save { self.save() }
        }
        return try body()
    }

    /// Writes the cache if something was measured since it was read; a cache that cannot be written is only lost time.
    private func save() {
        let snapshot: [String: ClipLevel]? = lock.withLock {
            guard dirty else { return nil }
            dirty = false
            return entries
        }
        guard let snapshot else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(CacheFile(version: CacheFile.currentVersion, clips: snapshot)) else { return }
        let folder = URL(fileURLWithPath: cachePath).deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Written aside and renamed, so two players starting at once never read half a file.
        let temporary = folder.appendingPathComponent(".educat-levels-\(UUID().uuidString).tmp")
        guard (try? data.write(to: temporary)) != nil else { return }
        if rename(temporary.path, cachePath) != 0 { try? FileManager.default.removeItem(at: temporary) }
    }

    /// The file's contents as written by `save`, or nothing when it is missing, damaged or from another version.
    private static func read(_ path: String) -> [String: ClipLevel] {
        guard let data = FileManager.default.contents(atPath: path),
              let file = try? JSONDecoder().decode(CacheFile.self, from: data), file.version == CacheFile.currentVersion
        else { return [:] }
        return file.clips
    }

    private static func cachePath(folder: String, cacheHome: String?) -> String {
        let bank = URL(fileURLWithPath: folder).standardizedFileURL.path
        if FileManager.default.isWritableFile(atPath: bank) { return bank + "/" + fileName }
        let environment = ProcessInfo.processInfo.environment
        let home = cacheHome ?? environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.cache"
        return "\(home)/educat/levels-\(hash(Data(bank.utf8))).json"
    }

    /// FNV-1a over the bytes taken eight at a time (a whole bank is hashed at every start), with their count: a cache
    /// key, not a defence against anyone.
    static func hash(_ data: Data) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        let mix = { (word: UInt64) in value = (value ^ word) &* 0x0000_0100_0000_01b3 }
        data.withUnsafeBytes { bytes in
            let words = bytes.count / 8
            for index in 0..<words { mix(bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) }
            for byte in bytes[(words * 8)...] { mix(UInt64(byte)) }
        }
        return String(value, radix: 16) + "-" + String(data.count)
    }

    private struct CacheFile: Codable {
        static let currentVersion = 2
        var version: Int
        var clips: [String: ClipLevel]
    }
}
