import Atomics
import Foundation
import Logging

/// One voice's reading of a streamed clip: a decoder fills a ring ahead of the audio thread, which only reads it.
///
/// The ring is indexed by frames of the voice's own stream (the laps of a loop follow one another), keeps
/// `historyFrames` behind the reader for a rewind, and fills up to `capacityFrames` past that. The audio thread reads
/// with atomics only; the decoder runs under `producerLock` on the feeder's thread, on the control thread that
/// schedules the voice (its first part), or on an offline renderer's thread, which decodes just in time.
final class ClipStream: @unchecked Sendable {
    /// Frames the ring holds: 2.7 s at 48 kHz, far more than a live output asks for at once.
    static let capacityFrames = 1 << 17
    /// Frames kept behind the reader: more than the mixer ever rewinds (`RewindPoints`, 16 384 frames).
    static let historyFrames = 1 << 15
    /// Frames decoded before the voice is scheduled, so it starts without waiting for the feeder.
    static let primeFrames = 12_000
    /// Frames of the file one `fill` goes through at most, and the rest of the block it stops in: going on from a
    /// copy found damaged, or skipping to a lap's start, reads the file again from its start, which one fill would
    /// take seconds over while the feeder's other streams wait.
    static let fillWorkFrames = capacityFrames

    /// The clip read.
    let clip: Clip
    private let plan: StreamPlan
    private let loop: LoopRange?
    private let channels: Int
    private let ring: UnsafeMutablePointer<Float>
    private let written = ManagedAtomic<Int>(0)
    private let reading = ManagedAtomic<Int>(0)
    /// Frames the stream holds: the clip's, endless while it loops, fewer when its file fails.
    private let length: ManagedAtomic<Int>
    private let closed = ManagedAtomic<Bool>(false)
    private let producerLock = NSLock()
    private var decoder: StreamSource?
    private var block: [Float] = []
    private var blockIndex = 0
    /// The converted frame of the file `block` starts at.
    private var blockStart = 0
    /// The clip frame the current lap starts at: 0, then the loop's start.
    private var lapStart = 0
    /// The converted frame of the file to go on from after the kept decoded file failed and the file is read again.
    private var resumeAt = 0
    /// Frames of the file gone through by the current fill, written or skipped.
    private var work = 0
    private static let logger = Logger(label: "educat.audio.stream")

    /// Creates the stream of a voice playing `clip` (which must be streamed), looping over `loop` if given.
    init(clip: Clip, loop: LoopRange?) {
        self.clip = clip
        plan = clip.streaming!
        channels = clip.format.channels
        // The same clamp the mixer applies to an in-memory clip's loop.
        self.loop = loop.map { loop in
            let end = min(loop.end, clip.frameCount)
            return LoopRange(start: min(loop.start, end - 1), end: end)
        }
        length = ManagedAtomic(loop == nil ? clip.frameCount : .max)
        ring = .allocate(capacity: Self.capacityFrames * channels)
        ring.initialize(repeating: 0, count: Self.capacityFrames * channels)
    }

    deinit { ring.deallocate() }

    // MARK: - Audio thread

    /// Audio thread: frames of the stream in all, once known to be fewer than endless.
    var frameLimit: Int { length.load(ordering: .acquiring) }

    /// Audio thread: the stream frame after the last one decoded.
    var decodedFrames: Int { written.load(ordering: .acquiring) }

    /// Audio thread: frame `index` of the stream, which must be decoded and not older than `historyFrames`.
    @inline(__always)
    func frame(_ index: Int) -> UnsafePointer<Float> { UnsafePointer(slot(index)) }

    @inline(__always)
    private func slot(_ index: Int) -> UnsafeMutablePointer<Float> { ring + (index & (Self.capacityFrames - 1)) * channels }

    /// Audio thread: the reader is at `position`; the ring may be refilled up to `historyFrames` before it.
    func moved(to position: Int) { reading.store(position, ordering: .releasing) }

    // MARK: - Control side

    /// Whether the voice reading it has ended and it can go.
    var isClosed: Bool { closed.load(ordering: .acquiring) }

    /// The voice reading it has ended: it is decoded no further and the feeder lets it go.
    func close() { closed.store(true, ordering: .releasing) }

    /// Decodes ahead as far as the ring allows, or up to stream frame `through`, going through `fillWorkFrames` of
    /// the file at most; returns the frames of the file it went through (0 when it had nothing to do).
    @discardableResult
    func fill(through: Int = .max) -> Int {
        producerLock.withLock {
            guard !isClosed else { return 0 }
            let limit = min(through, max(0, reading.load(ordering: .acquiring) - Self.historyFrames) + Self.capacityFrames)
            var at = written.load(ordering: .relaxed)
            work = 0
            do {
                while at < limit, at < length.load(ordering: .relaxed), work < Self.fillWorkFrames {
                    at += try decode(into: at, upTo: limit)
                    written.store(at, ordering: .releasing)
                }
            } catch {
                length.store(at, ordering: .releasing)
                Self.logger.error("\(error); it stops after \(String(format: "%.1f", clip.format.seconds(frames: at))) s")
            }
            return work
        }
    }

    /// Decodes up to stream frame `through` however many fills it takes: a voice's start, and an offline mix, which
    /// waits for its frames.
    func fillAll(through: Int) {
        while decodedFrames < through, fill(through: through) > 0 {}
    }

    /// Decodes into the ring from stream frame `at` up to `limit`, moving through the file; returns the frames written.
    private func decode(into at: Int, upTo limit: Int) throws -> Int {
        let shaping = plan.shaping
        let end = loop?.end ?? shaping.count
        if blockIndex * channels == block.count {
            if decoder == nil { decoder = try openSource() }
            blockStart += blockIndex
            (block, blockIndex) = (try nextBlock(), 0)
            if block.isEmpty {
                guard !plan.lengthIsExact else {
                    throw SoundFileError(path: plan.path, reason: "is shorter than when it was opened")
                }
                // The file's real end, below the bound its header gave: a lap ends there, a single play too.
                guard let loop else {
                    length.store(at, ordering: .releasing)
                    return 0
                }
                guard blockStart - shaping.first > loop.start else {
                    throw SoundFileError(path: plan.path, reason: "ends before its loop starts")
                }
                try startLap(at: loop)
                return 0
            }
        }
        let index = blockStart + blockIndex - shaping.first
        let available = block.count / channels - blockIndex
        if blockStart + blockIndex < resumeAt {
            consume(min(available, resumeAt - blockStart - blockIndex))
            return 0
        }
        if index >= end, let loop {
            try startLap(at: loop)
            return 0
        }
        if index < lapStart {
            consume(min(available, lapStart - index))
            return 0
        }
        let count = min(available, end - index, limit - at)
        for k in 0..<count {
            let level = shaping.level(at: index + k)
            let target = slot(at + k), source = (blockIndex + k) * channels
            for channel in 0..<channels { target[channel] = block[source + channel] * level }
        }
        consume(count)
        return count
    }

    /// Moves past `frames` of the current block, counted as the fill's work.
    private func consume(_ frames: Int) {
        blockIndex += frames
        work += frames
    }

    /// Reads the file again from its start, to go on from the loop's start: from its decoded file if that was
    /// written meanwhile (the first run of a kiosk's music).
    private func startLap(at loop: LoopRange) throws {
        if decoder is StreamDecoder, plan.decodedCopy?.isReady == true {
            decoder = try openSource()
        } else {
            try decoder!.restart()
        }
        (block, blockIndex, blockStart, lapStart, resumeAt) = ([], 0, 0, loop.start, 0)
    }

    /// The file's decoded copy when there is a sound one, else the file.
    private func openSource() throws -> StreamSource {
        if let copy = plan.decodedCopy, copy.isReady {
            do {
                let reader = try DecodedStreamReader(file: copy.file, format: clip.format)
                Self.logger.debug("\(plan.path) streams from \(copy.file)")
                return reader
            } catch {
                copy.refuse(of: plan.path, because: error)
            }
        }
        return try openFile()
    }

    private func openFile() throws -> StreamDecoder { try StreamDecoder(path: plan.path, format: clip.format) }

    /// The next block; when the decoded copy fails, the file is read again and skipped to where the copy was.
    private func nextBlock() throws -> [Float] {
        do {
            return try decoder!.next()
        } catch let damage as DecodedCacheError {
            plan.decodedCopy?.refuse(of: plan.path, because: damage)
            decoder = try openFile()
            (resumeAt, blockStart) = (blockStart, 0)
            return try decoder!.next()
        }
    }
}

/// The thread that decodes ahead for every stream a voice reads, so that the audio thread never waits for a file.
final class StreamFeeder: @unchecked Sendable {
    /// The one feeder of the process.
    static let shared = StreamFeeder()
    private let lock = NSLock()
    private var streams: [ClipStream] = []
    private var running = false
    private let wake = DispatchSemaphore(value: 0)

    /// Keeps `stream` filled until it is closed.
    func add(_ stream: ClipStream) {
        lock.withLock {
            streams.append(stream)
            if !running {
                running = true
                Thread { [self] in run() }.start()
            }
        }
        wake.signal()
    }

    private func run() {
        ThreadName.setCurrent("educat.feeder")
        while true {
            let current = lock.withLock {
                streams.removeAll { $0.isClosed }
                return streams
            }
            guard !current.isEmpty else {
                wake.wait()
                continue
            }
            var decoded = false
            for stream in current {
                if stream.fill() > 0 { decoded = true }
            }
            // A full ring lasts seconds: a pause of 50 ms keeps it near full at a few wake-ups a second.
            if !decoded { _ = wake.wait(timeout: .now() + .milliseconds(50)) }
        }
    }
}
