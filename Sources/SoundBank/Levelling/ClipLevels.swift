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

    /// What is known of a file's level without decoding it.
    public enum Lookup: Sendable {
        /// Measured before (nil: the file could not be read).
        case known(ClipLevel?)
        /// Not measured yet: `measure(_:at:hash:)` records it from the file's samples, `hash` being its content's key.
        case unmeasured(hash: String)
    }

    /// The level of the file at `path` if it was measured, here or in the cache file; never decodes.
    public func lookup(_ path: String) -> Lookup {
        if let known = lock.withLock({ byPath[path] }) { return .known(known) }
        guard let data = FileManager.default.contents(atPath: path) else { return .known(nil) }
        let hash = Self.hash(data)
        guard let cached = lock.withLock({ entries[hash] }) else { return .unmeasured(hash: hash) }
        lock.withLock { byPath[path] = cached }
        return .known(cached)
    }

    /// Measures `buffer`, the samples of the file at `path` whose content key `lookup` gave as `hash`, and keeps it:
    /// a player that decodes the file anyway measures what it decoded rather than decoding it again.
    public func measure(_ buffer: PCMBuffer?, at path: String, hash: String) -> ClipLevel? {
        let level = buffer.map { ClipLevel(ClipAnalysis($0)) }
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

    /// The level of the file at `path`, nil when it cannot be read (the player then reports it when it decodes it).
    public func level(at path: String) -> ClipLevel? {
        switch lookup(path) {
        case .known(let level): level
        case .unmeasured(let hash): measure(try? SoundFile.read(path), at: path, hash: hash)
        }
    }

    /// How `named` is shaped as it loads: as it is when its file cannot be read.
    public func shaping(for named: NamedClip) -> ClipShaping {
        Self.shaping(for: named, level: level(at: named.clip.path))
    }

    /// How `named` is shaped at `level`: as it is without one.
    public static func shaping(for named: NamedClip, level: ClipLevel?) -> ClipShaping {
        guard let level else { return ClipShaping() }
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

    /// The content key of a file's bytes.
    static func hash(_ data: Data) -> String { ContentHash.of(data) }

    private struct CacheFile: Codable {
        static let currentVersion = 5
        var version: Int
        var clips: [String: ClipLevel]
    }
}
