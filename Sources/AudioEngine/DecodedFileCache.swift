import CSamplerate
import CSndfile
import Foundation
import Glibc
import Logging
import Synchronization

/// Long clips (music) as decoded, converted and shaped, kept in files so that the next start reads them back in
/// milliseconds rather than decoding and resampling them again: a kiosk's music is its first sound.
///
/// Keyed by the source file's bytes, the shaping, the format, the file layout's version and libsndfile's and
/// libsamplerate's, so a changed file, setting or library is decoded anew. Only
/// clips of at least `minimumSeconds` are kept, and the `limit` most recently used files. A file that cannot be read
/// or written is only lost time: the clip is decoded as if there were no cache. Safe from any control thread.
///
/// A streamed clip that needs converting (Ogg, MP3, another rate) is kept too, whole and unshaped (`DecodedStream`),
/// written by a background thread of low priority the first time it plays: later its voices copy samples instead
/// of decoding and resampling while they play.
public final class DecodedFileCache: Sendable {
    /// The folder the files are in.
    public let folder: String
    /// Clips shorter than this are decoded each time (seconds of the converted clip).
    public let minimumSeconds: Double
    /// Files kept at most; the least recently used go first.
    public let limit: Int
    /// Whether stream files are written at the lowest priority (a kiosk: its sound comes first) rather than at the
    /// caller's (a command that waits for them before it exits).
    private let fillsInBackground: Bool
    /// "EDEDACP2": a new layout takes a new number (in the key too), so an older file is never misread.
    private static let magic: UInt64 = 0x3250_4341_4445_4445
    private static let headerBytes = 40
    /// The libraries that decode and convert: another version may give other samples for the same file.
    static let codecVersions = String(cString: sf_version_string()) + " " + String(cString: src_get_version())
    private let codecs: String
    private let fills = Fills()
    /// Copies found damaged this run: not read again (nor, for stream copies, written again) until the next run, or
    /// until a clip file is written anew.
    private let refused = Mutex(Set<String>())
    private static let logger = Logger(label: "educat.audio.cache")

    /// A cache in `folder`, created when first written; `fillsInBackground` false for a command that waits for its
    /// stream files (`waitForFills`), which a thread of the lowest priority would keep waiting for minutes on a busy machine.
    public convenience init(folder: String, minimumSeconds: Double = 10, limit: Int = 8, fillsInBackground: Bool = true) {
        self.init(folder: folder, minimumSeconds: minimumSeconds, limit: limit, fillsInBackground: fillsInBackground,
                  codecs: Self.codecVersions)
    }

    /// The same, keyed for the libraries named in `codecs`.
    init(folder: String, minimumSeconds: Double, limit: Int, fillsInBackground: Bool, codecs: String) {
        self.folder = folder
        self.minimumSeconds = minimumSeconds
        self.limit = limit
        self.fillsInBackground = fillsInBackground
        self.codecs = codecs
    }

    /// The file that holds a file of bytes keyed `content` as `kind` in `format`.
    private func entry(content: String, kind: String, format: AudioFormat, suffix: String) -> String {
        let key = content + "|\(kind)|\(format.sampleRate)|\(format.channels)|\(codecs)"
        return folder + "/" + ContentHash.of(Data(key.utf8)) + suffix
    }

    /// The file that holds `path` shaped by `shaping` in `format`, nil when the source cannot be read.
    private func entry(for path: String, shaping: ClipShaping, format: AudioFormat) -> String? {
        ContentHash.ofFile(path).map { entry(content: $0, kind: "pcm \(Self.magic) \(shaping)", format: format, suffix: ".pcm") }
    }

    /// The copy of `path` decoded whole in `format` for streaming, started in the background when missing; nil when
    /// the source cannot be read or its copy was refused this run.
    func stream(of path: String, format: AudioFormat) -> DecodedCopy? {
        // Keyed and decoded from one open file: one replaced meanwhile cannot put its samples under the old bytes' key.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var handedOver = false
        defer { if !handedOver { close(descriptor) } }
        guard let content = ContentHash.ofFile(descriptor: descriptor) else { return nil }
        let file = entry(content: content, kind: "stream \(DecodedStream.magic)", format: format, suffix: ".stream")
        guard !isRefused(file) else { return nil }
        if FileManager.default.fileExists(atPath: file) {
            utime(file, nil)
            // Also where a file left half-written by a stopped run goes, once no later run has a fill to finish.
            trim()
        } else if fills.start(file) {
            handedOver = true
            let thread = Thread { [self] in
                defer { close(descriptor) }
                // Below everything else: the first run's sound must not wait for a file only later runs read. (On
                // Linux a nice value is the calling thread's, not the whole process's.)
                if fillsInBackground { setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19) }
                try? "educat.cachefill".write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    try DecodedStream.write(from: StreamDecoder(path: path, opened: descriptor, format: format), to: file)
                    trim()
                } catch {
                    Self.logger.debug("\(path) is not kept decoded: \(error)")
                }
                fills.end(file)
            }
            thread.start()
        }
        return DecodedCopy(file: file, cache: self)
    }

    /// Whether `file` was found damaged this run and is not to be read.
    private func isRefused(_ file: String) -> Bool { refused.withLock { $0.contains(file) } }

    /// Whether the stream copy `file` is written and not refused this run.
    fileprivate func isReady(_ file: String) -> Bool {
        !isRefused(file) && FileManager.default.fileExists(atPath: file)
    }

    /// Stops reading the stream copy `file` of `path` this run, saying once why (`damage`): it is removed, so that the
    /// next run writes it anew, or left, unread, when it cannot be (a read-only folder), rather than found damaged at
    /// every lap of the music.
    fileprivate func refuse(_ file: String, of path: String, because damage: Error) {
        guard refused.withLock({ $0.insert(file).inserted }) else { return }
        if unlink(file) == 0 || errno == ENOENT {
            Self.logger.warning("\(damage); \(path) is decoded instead")
        } else {
            let reason = String(cString: strerror(errno))
            Self.logger.warning("\(damage) and cannot be removed (\(reason)); \(path) is decoded instead for the rest of this run")
        }
    }

    /// Waits until the stream files being written are written: a command that exits at once (a render) keeps them.
    public func waitForFills() { fills.waitUntilDone() }

    /// The clip kept for `path`, or nil when none is; throws when the file kept is damaged (it is then decoded and
    /// written again), once: until a good one is written, it is not read again this run, so a folder where it cannot
    /// be replaced does not bring the same warning at every load.
    func load(_ path: String, name: String, shaping: ClipShaping, format: AudioFormat) throws -> Clip? {
        guard let file = entry(for: path, shaping: shaping, format: format), !isRefused(file),
              let data = FileManager.default.contents(atPath: file) else { return nil }
        do {
            return try clip(in: data, of: file, path: path, name: name, format: format)
        } catch {
            refused.withLock { _ = $0.insert(file) }
            throw error
        }
    }

    /// The clip a `.pcm` file's `data` holds, checked against its header and checksum.
    private func clip(in data: Data, of file: String, path: String, name: String, format: AudioFormat) throws -> Clip {
        let words = data.count >= Self.headerBytes
            ? data.withUnsafeBytes { raw in (0..<5).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * $0, as: UInt64.self)) } }
            : []
        guard words.first == Self.magic else { throw DecodedCacheError(file: file, reason: "is not a decoded clip of this version") }
        let frames = Int(words[1]), sourceRate = Int(words[2]), sourceChannels = Int(words[3])
        guard frames > 0, sourceRate > 0, sourceChannels > 0, frames < Int(Int32.max),
              data.count == Self.headerBytes + frames * format.channels * MemoryLayout<Float>.size else {
            throw DecodedCacheError(file: file, reason: "is cut short or too long (\(data.count) bytes)")
        }
        guard data.withUnsafeBytes({ Self.checksum(of: $0) }) == words[4] else {
            throw DecodedCacheError(file: file, reason: "has changed (it does not match its checksum)")
        }
        let samples = data.withUnsafeBytes { raw in
            Array(UnsafeBufferPointer(start: (raw.baseAddress! + Self.headerBytes).assumingMemoryBound(to: Float.self),
                                      count: frames * format.channels))
        }
        // Used now: the least recently used go first.
        utime(file, nil)
        return Clip(name: name, samples: samples, format: format,
                    sourceFormat: AudioFormat(sampleRate: sourceRate, channels: sourceChannels), path: path)
    }

    /// A checksum of a `.pcm` file's bytes but the checksum's own word (its fifth).
    private static func checksum(of file: UnsafeRawBufferPointer) -> UInt64 {
        ContentHash.value(of: UnsafeRawBufferPointer(rebasing: file[headerBytes...]),
                          from: ContentHash.value(of: UnsafeRawBufferPointer(rebasing: file[0..<32])))
    }

    /// Keeps `clip`, decoded from `path` and shaped by `shaping`, if it is long enough to pay.
    func store(_ clip: Clip, from path: String, shaping: ClipShaping) {
        guard Double(clip.frameCount) >= minimumSeconds * Double(clip.format.sampleRate),
              let file = entry(for: path, shaping: shaping, format: clip.format) else { return }
        var data = Data(capacity: Self.headerBytes + clip.frameCount * clip.format.channels * MemoryLayout<Float>.size)
        for word in [Self.magic, UInt64(clip.frameCount), UInt64(clip.sourceFormat.sampleRate),
                     UInt64(clip.sourceFormat.channels), 0] {
            withUnsafeBytes(of: word.littleEndian) { data.append(contentsOf: $0) }
        }
        data.append(clip.samples)
        let checksum = data.withUnsafeBytes { Self.checksum(of: $0) }.littleEndian
        withUnsafeBytes(of: checksum) { data.replaceSubrange(32..<Self.headerBytes, with: $0) }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let written: ()? = try? CacheFile.write(file) { descriptor, temporary in
            var offset = 0
            try data.withUnsafeBytes { try CacheFile.writeAll($0, to: descriptor, at: &offset, file: temporary) }
        }
        if written != nil { refused.withLock { _ = $0.remove(file) } }
        trim()
    }

    /// Removes the least recently used files beyond `limit`, and files left half-written by a player that was stopped
    /// an hour ago or more.
    private func trim() {
        let manager = FileManager.default
        let dated = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).map { name -> (String, Date) in
            let path = folder + "/" + name
            return (path, (try? manager.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast)
        }
        let kept = dated.filter { $0.0.hasSuffix(".pcm") || $0.0.hasSuffix(".stream") }
        let abandoned = dated.filter { $0.0.hasSuffix(".tmp") && $0.1.timeIntervalSinceNow < -3600 }
        for (path, _) in kept.sorted(by: { $0.1 > $1.1 }).dropFirst(limit) + abandoned { try? manager.removeItem(atPath: path) }
    }
}

/// The stream files being written, so that one is written once however many voices ask for it.
private final class Fills: @unchecked Sendable {
    private let condition = NSCondition()
    private var files: Set<String> = []

    /// Whether `file` was not being written and now is.
    func start(_ file: String) -> Bool { condition.withLock { files.insert(file).inserted } }

    func end(_ file: String) {
        condition.withLock {
            files.remove(file)
            condition.broadcast()
        }
    }

    func waitUntilDone() {
        condition.withLock { while !files.isEmpty { condition.wait() } }
    }
}

/// A streamed clip's decoded copy (`DecodedStream`): where it is, and the cache that says whether it may be read.
struct DecodedCopy: Sendable {
    /// The copy's file, once written.
    let file: String
    let cache: DecodedFileCache

    /// Whether the copy is there to read: written, and not found damaged this run.
    var isReady: Bool { cache.isReady(file) }

    /// Stops reading the copy of `path` this run, for `damage` found in it (said once).
    func refuse(of path: String, because damage: Error) { cache.refuse(file, of: path, because: damage) }
}
