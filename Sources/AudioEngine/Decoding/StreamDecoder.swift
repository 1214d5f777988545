import CSndfile
import Glibc

/// Reads a file block by block, converted to the engine's format as `SoundFile.decode` converts it whole (channels
/// mapped, then resampled, or the other way round), so a long file plays in little memory with the same samples.
///
/// Used by one thread at a time.
final class StreamDecoder {
    /// The file.
    let path: String
    /// Its rate and channels.
    let sourceFormat: AudioFormat
    /// The format blocks come out in.
    let format: AudioFormat
    /// The frames its header promises, or nil when that count cannot be trusted (Ogg, MP3) or is unknown.
    let headerFrames: Int?
    /// The frames its header claims, trusted or not; `Int.max` when it does not say.
    let claimedFrames: Int
    private var file: OpaquePointer
    /// Kept open so the file can be read again from its start (a loop) even when it was deleted meanwhile.
    private let descriptor: Int32
    private let resampler: ResamplerStream?
    private var chunk: [Float]
    private var framesRead = 0
    private var ended = false
    private static let chunkFrames = 16_384

    /// Opens `path` to be read in `format`, refusing a file that `SoundFile.read` would refuse from its header; reads
    /// it from `opened` instead when given (the file as it was when its caller opened it), which stays the caller's.
    init(path: String, opened: Int32? = nil, format: AudioFormat) throws {
        let (file, info, sourceFormat) = try SoundFile.openForReading(path, descriptor: opened)
        self.file = file
        self.path = path
        self.sourceFormat = sourceFormat
        self.format = format
        descriptor = opened.map { fcntl($0, F_DUPFD_CLOEXEC, 0) } ?? Glibc.open(path, O_RDONLY | O_CLOEXEC)
        claimedFrames = info.frames == sf_count_t.max ? .max : Int(info.frames)
        headerFrames = SoundFile.headerIsExact(info) && claimedFrames != .max ? claimedFrames : nil
        chunk = [Float](repeating: 0, count: Self.chunkFrames * sourceFormat.channels)
        do {
            resampler = sourceFormat.sampleRate == format.sampleRate ? nil
                : try ResamplerStream(channels: min(sourceFormat.channels, format.channels),
                                      from: sourceFormat.sampleRate, to: format.sampleRate)
        } catch let error as ResamplerError {
            sf_close(file)
            if descriptor >= 0 { close(descriptor) }
            throw SoundFileError(path: path, reason: error.description)
        }
    }

    deinit {
        sf_close(file)
        if descriptor >= 0 { close(descriptor) }
    }

    /// The length of the whole file in `format`, when the header tells it without reading: same rate, exact header.
    var convertedFramesFromHeader: Int? { resampler == nil ? headerFrames : nil }

    /// The next block in `format`; empty once the file has ended. Throws when the file turns out damaged, shorter
    /// than its header said, too long, or holding NaN.
    func next() throws -> [Float] {
        // The converter may hold back a whole block's output; only the end is empty.
        while !ended {
            let block = try readBlock()
            if !block.isEmpty { return block }
        }
        return []
    }

    private func readBlock() throws -> [Float] {
        let channels = sourceFormat.channels
        let got = Int(chunk.withUnsafeMutableBufferPointer { sf_readf_float(file, $0.baseAddress, sf_count_t(Self.chunkFrames)) })
        guard got > 0 else {
            try checkEnd()
            ended = true
            return try convert([], end: true)
        }
        framesRead += got
        let maxFrames = DecodeLimits.maxFrames(in: sourceFormat)
        guard framesRead <= maxFrames else {
            throw SoundFileError(path: path, reason: SoundFile.tooLong(frames: maxFrames, over: true, format: sourceFormat))
        }
        let samples = Array(chunk[0..<(got * channels)])
        if samples.contains(where: { !$0.isFinite }) {
            throw SoundFileError(path: path, reason: "contains invalid samples (NaN or infinity)")
        }
        return try convert(samples, end: false)
    }

    /// Reads the file again from its start, as if newly opened.
    func restart() throws {
        guard descriptor >= 0 else { throw SoundFileError(path: path, reason: "could not be read again") }
        let (reopened, _, _) = try SoundFile.openForReading(path, descriptor: descriptor)
        sf_close(file)
        file = reopened
        resampler?.reset()
        framesRead = 0
        ended = false
    }

    private func checkEnd() throws {
        let status = sf_error(file)
        if status != 0 {
            throw SoundFileError(path: path, reason: "is damaged: \(String(cString: sf_error_number(status)))")
        }
        if let headerFrames, framesRead < headerFrames {
            throw SoundFileError(path: path,
                reason: "is truncated: its header promises \(headerFrames) frames but only \(framesRead) could be read")
        }
        if framesRead == 0 { throw SoundFileError(path: path, reason: "contains no audio (0 frames)") }
    }

    private func convert(_ samples: [Float], end: Bool) throws -> [Float] {
        let (from, to) = (sourceFormat.channels, format.channels)
        do {
            guard let resampler else { return ChannelMap.map(samples, from: from, to: to) }
            if from <= to { return ChannelMap.map(try resampler.process(samples, end: end), from: from, to: to) }
            return try resampler.process(ChannelMap.map(samples, from: from, to: to), end: end)
        } catch let error as ResamplerError {
            throw SoundFileError(path: path, reason: error.description)
        }
    }
}
