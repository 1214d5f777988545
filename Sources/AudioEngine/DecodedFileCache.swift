import Foundation
import Glibc
import Logging

/// Long clips (music) as decoded, converted and shaped, kept in files so that the next start reads them back in
/// milliseconds rather than decoding and resampling them again: a kiosk's music is its first sound.
///
/// Keyed by the source file's bytes, the shaping and the format, so a changed file or setting is decoded anew. Only
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
    private static let magic: UInt64 = 0x3150_4341_4445_4445  // "EDEDACP1"
    private let fills = Fills()
    private static let logger = Logger(label: "educat.audio.cache")

    /// A cache in `folder`, created when first written; `fillsInBackground` false for a command that waits for its
    /// stream files (`waitForFills`), which a thread of the lowest priority would keep waiting for minutes on a busy machine.
    public init(folder: String, minimumSeconds: Double = 10, limit: Int = 8, fillsInBackground: Bool = true) {
        self.folder = folder
        self.minimumSeconds = minimumSeconds
        self.limit = limit
        self.fillsInBackground = fillsInBackground
    }

    /// The file that holds `path` shaped by `shaping` in `format`, nil when the source cannot be read.
    private func entry(for path: String, shaping: ClipShaping, format: AudioFormat) -> String? {
        entry(for: path, kind: "\(shaping)", format: format, suffix: ".pcm")
    }

    private func entry(for path: String, kind: String, format: AudioFormat, suffix: String) -> String? {
        guard let content = ContentHash.ofFile(path) else { return nil }
        let key = content + "|\(kind)|\(format.sampleRate)|\(format.channels)"
        return folder + "/" + ContentHash.of(Data(key.utf8)) + suffix
    }

    /// The file that holds `path` decoded whole in `format` for streaming, started in the background when missing;
    /// nil when the source cannot be read.
    func stream(of path: String, format: AudioFormat) -> String? {
        guard let file = entry(for: path, kind: "stream \(DecodedStream.magic)", format: format, suffix: ".stream") else { return nil }
        if FileManager.default.fileExists(atPath: file) {
            utime(file, nil)
            // Also where a file left half-written by a stopped run goes, once no later run has a fill to finish.
            trim()
        } else if fills.start(file) {
            let thread = Thread { [self] in
                // Below everything else: the first run's sound must not wait for a file only later runs read. (On
                // Linux a nice value is the calling thread's, not the whole process's.)
                if fillsInBackground { setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19) }
                try? "educat.cachefill".write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    try DecodedStream.write(from: path, format: format, to: file)
                    trim()
                } catch {
                    Self.logger.debug("\(path) is not kept decoded: \(error)")
                }
                fills.end(file)
            }
            thread.start()
        }
        return file
    }

    /// Waits until the stream files being written are written: a command that exits at once (a render) keeps them.
    public func waitForFills() { fills.waitUntilDone() }

    /// The clip kept for `path`, or nil.
    func load(_ path: String, name: String, shaping: ClipShaping, format: AudioFormat) -> Clip? {
        guard let file = entry(for: path, shaping: shaping, format: format),
              let data = FileManager.default.contents(atPath: file), data.count >= 32 else { return nil }
        let header = data.withUnsafeBytes { raw in (0..<4).map { raw.loadUnaligned(fromByteOffset: 8 * $0, as: UInt64.self) } }
        let frames = Int(header[1]), sourceRate = Int(header[2]), sourceChannels = Int(header[3])
        guard header[0] == Self.magic, frames > 0, sourceRate > 0, sourceChannels > 0,
              data.count == 32 + frames * format.channels * MemoryLayout<Float>.size else { return nil }
        let samples = data.withUnsafeBytes { raw in
            Array(UnsafeBufferPointer(start: (raw.baseAddress! + 32).assumingMemoryBound(to: Float.self),
                                      count: frames * format.channels))
        }
        // Used now: the least recently used go first.
        utime(file, nil)
        return Clip(name: name, samples: samples, format: format,
                    sourceFormat: AudioFormat(sampleRate: sourceRate, channels: sourceChannels), path: path)
    }

    /// Keeps `clip`, decoded from `path` and shaped by `shaping`, if it is long enough to pay.
    func store(_ clip: Clip, from path: String, shaping: ClipShaping) {
        guard Double(clip.frameCount) >= minimumSeconds * Double(clip.format.sampleRate),
              let file = entry(for: path, shaping: shaping, format: clip.format) else { return }
        var data = Data(capacity: 32 + clip.frameCount * clip.format.channels * MemoryLayout<Float>.size)
        for word in [Self.magic, UInt64(clip.frameCount), UInt64(clip.sourceFormat.sampleRate),
                     UInt64(clip.sourceFormat.channels)] {
            withUnsafeBytes(of: word.littleEndian) { data.append(contentsOf: $0) }
        }
        data.append(clip.samples)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Written aside and renamed, so a player starting meanwhile never reads half a file.
        let temporary = folder + "/.\(UUID().uuidString).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
        if rename(temporary, file) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
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
