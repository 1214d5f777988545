import CSndfile
import Foundation

/// Reads and writes audio files with libsndfile: WAV, AIFF, FLAC, Ogg Vorbis, Opus, MP3 (read).
public enum SoundFile {
    /// libsndfile's `sf_open` and `sf_strerror(NULL)` use globals, so opens are serialized.
    private static let openLock = NSLock()

    /// Decodes a whole file at its own rate and channel count, refusing one outside ``DecodeLimits`` before its
    /// samples are allocated.
    public static func read(_ path: String) throws -> PCMBuffer {
        let (file, info, format) = try openForReading(path)
        defer { sf_close(file) }
        let channels = format.channels
        let maxFrames = DecodeLimits.maxFrames(in: format)
        // SF_INFO.frames is unreliable for MP3 and Ogg, so read in chunks until the end, never past the limit.
        let chunkFrames = 16_384
        var samples: [Float] = []
        if info.frames > 0 && info.frames <= maxFrames { samples.reserveCapacity(Int(info.frames) * channels) }
        var chunk = [Float](repeating: 0, count: chunkFrames * channels)
        while true {
            let got = chunk.withUnsafeMutableBufferPointer { sf_readf_float(file, $0.baseAddress, sf_count_t(chunkFrames)) }
            if got <= 0 { break }
            guard samples.count / channels + Int(got) <= maxFrames else {
                throw SoundFileError(path: path, reason: tooLong(frames: maxFrames, over: true, format: format))
            }
            samples.append(contentsOf: chunk[0..<(Int(got) * channels)])
        }
        let status = sf_error(file)
        if status != 0 {
            throw SoundFileError(path: path, reason: "is damaged: \(String(cString: sf_error_number(status)))")
        }
        let readFrames = samples.count / channels
        if headerIsExact(info) && Int64(readFrames) < Int64(info.frames) {
            throw SoundFileError(path: path,
                reason: "is truncated: its header promises \(info.frames) frames but only \(readFrames) could be read")
        }
        guard readFrames > 0 else { throw SoundFileError(path: path, reason: "contains no audio (0 frames)") }
        if samples.contains(where: { !$0.isFinite }) {
            throw SoundFileError(path: path, reason: "contains invalid samples (NaN or infinity)")
        }
        return PCMBuffer(samples: samples, format: format)
    }

    /// Opens a file for reading and checks its header against ``DecodeLimits`` and for damage; reopens it from
    /// `descriptor` (kept open by a stream, so a file deleted while it plays is still read) when one is given.
    static func openForReading(_ path: String, descriptor: Int32? = nil) throws -> (OpaquePointer, SF_INFO, AudioFormat) {
        var info = SF_INFO()
        let file = try open(path, mode: Int32(SFM_READ), info: &info, descriptor: descriptor)
        do {
            let format = try checkedFormat(rate: Int(info.samplerate), channels: Int(info.channels), path: path)
            if let damage = headerDamage(file) {
                throw SoundFileError(path: path, reason: "is truncated or damaged: its header says \(damage)")
            }
            // SF_COUNT_MAX is libsndfile's "length unknown"; any other count beyond the limit is refused unread.
            if info.frames != sf_count_t.max, info.frames > DecodeLimits.maxFrames(in: format) {
                throw SoundFileError(path: path, reason: tooLong(frames: Int(info.frames), format: format))
            }
            return (file, info, format)
        } catch {
            sf_close(file)
            throw error
        }
    }

    /// Whether the header's frame count is the file's length: SF_INFO.frames is unreliable for MP3 and Ogg.
    static func headerIsExact(_ info: SF_INFO) -> Bool {
        let type = Int(info.format) & Int(SF_FORMAT_TYPEMASK)
        return type != Int(SF_FORMAT_OGG) && type != Int(SF_FORMAT_MPEG)
    }

    /// The file's format when its rate and channel count are within ``DecodeLimits``.
    private static func checkedFormat(rate: Int, channels: Int, path: String) throws -> AudioFormat {
        let (rates, channelCounts) = (DecodeLimits.sampleRates, DecodeLimits.channels)
        guard rates.contains(rate) else {
            throw SoundFileError(path: path, reason: "has a sample rate of \(rate) Hz in its header; "
                                 + "educat reads \(rates.lowerBound) to \(rates.upperBound) Hz")
        }
        guard channelCounts.contains(channels) else {
            throw SoundFileError(path: path, reason: "has \(channels) channels in its header; "
                                 + "educat reads \(channelCounts.lowerBound) to \(channelCounts.upperBound)")
        }
        return AudioFormat(sampleRate: rate, channels: channels)
    }

    static func tooLong(frames: Int, over: Bool = false, format: AudioFormat) -> String {
        let seconds = String(format: "%.0f", format.seconds(frames: frames))
        return "is too long to load: \(over ? "over " : "")\(frames) frames (\(seconds) s at \(format)); a clip may last "
            + "at most \(DecodeLimits.maxSeconds) s and hold at most \(DecodeLimits.maxSamples) samples"
    }

    /// libsndfile quietly shortens a file whose header promises more than it holds, noting "RIFF : 88272 (should be
    /// 19992)" for the chunk in its log; a half-copied clip should be reported, not played short. Only a chunk's length
    /// (a four-character chunk name: RIFF, FORM, data, SSND…) counts: libsndfile also notes format fields it corrects
    /// itself, such as an ADPCM file's rounded "Bytes/sec : 11178 (should be 11177)", which sox writes in valid files.
    private static func headerDamage(_ file: OpaquePointer) -> String? {
        var log = [CChar](repeating: 0, count: 8_192)
        sf_command(file, Int32(SFC_GET_LOG_INFO), &log, Int32(log.count))
        let text = log.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return text.split(separator: "\n").first { line in
            guard line.contains("(should be "), let colon = line.firstIndex(of: ":") else { return false }
            return line[..<colon].trimmingCharacters(in: .whitespaces).count == 4
        }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Decodes a file and converts it once to `format`: channels mapped, then resampled, then shaped by `shaping`.
    public static func decode(_ path: String, to format: AudioFormat = .standard, name: String? = nil,
                              shaping: ClipShaping = ClipShaping()) throws -> Clip {
        try decode(path, to: format, name: name, shapedBy: { _ in shaping }).clip
    }

    /// Decodes a file and converts it once to `format`, shaped as `shapedBy` decides from the file's own samples
    /// (a level measured from them); returns the clip and the shaping it got.
    public static func decode(_ path: String, to format: AudioFormat = .standard, name: String? = nil,
                              shapedBy decide: (PCMBuffer) -> ClipShaping) throws -> (clip: Clip, shaping: ClipShaping) {
        var native = try read(path)
        let shaping = decide(native)
        var samples: [Float]
        do {
            samples = try convert(native, to: format)
            if !shaping.isIdentity { samples = shaping.apply(to: samples, channels: format.channels, rate: format.sampleRate) }
        } catch let error as ResamplerError {
            throw SoundFileError(path: path, reason: error.description)
        }
        // Let the file's own samples go before the clip copies the converted ones: a long file is then in memory
        // twice at most, not three times (a 10-minute file peaked at 685 MB).
        native.samples = []
        return (Clip(name: name ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent,
                     samples: samples, format: format, sourceFormat: native.format, path: path), shaping)
    }

    /// Converts samples to `format`'s channel count and rate.
    static func convert(_ buffer: PCMBuffer, to format: AudioFormat) throws -> [Float] {
        // Resample with the fewer channels first: a mono source costs half as much.
        if buffer.format.channels <= format.channels {
            let resampled = try Resampler.resample(buffer.samples, channels: buffer.format.channels,
                                                   from: buffer.format.sampleRate, to: format.sampleRate)
            return ChannelMap.map(resampled, from: buffer.format.channels, to: format.channels)
        }
        let mapped = ChannelMap.map(buffer.samples, from: buffer.format.channels, to: format.channels)
        return try Resampler.resample(mapped, channels: format.channels,
                                      from: buffer.format.sampleRate, to: format.sampleRate)
    }

    /// Writes a buffer; the extension picks the type: `.wav` (32-bit float, exact), `.flac` (24-bit), `.ogg` (Vorbis).
    public static func write(_ buffer: PCMBuffer, to path: String) throws {
        let writer = try SoundFileWriter(path: path, format: buffer.format)
        try buffer.samples.withUnsafeBufferPointer { try writer.write($0) }
        try writer.close()
    }

    /// The libsndfile format for a file name's extension.
    static func fileFormat(for path: String) throws -> Int32 {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "wav": return Int32(SF_FORMAT_WAV | SF_FORMAT_FLOAT)
        case "flac": return Int32(SF_FORMAT_FLAC | SF_FORMAT_PCM_24)
        case "ogg", "oga": return Int32(SF_FORMAT_OGG | SF_FORMAT_VORBIS)
        case "opus": return Int32(SF_FORMAT_OGG | SF_FORMAT_OPUS)
        case "aif", "aiff": return Int32(SF_FORMAT_AIFF | SF_FORMAT_PCM_16)
        default:
            throw SoundFileError(path: path, reason: "has an unknown extension: use .wav, .flac, .ogg, .opus or .aiff")
        }
    }

    static func open(_ path: String, mode: Int32, info: inout SF_INFO, descriptor: Int32? = nil) throws -> OpaquePointer {
        if let descriptor {
            openLock.lock()
            defer { openLock.unlock() }
            lseek(descriptor, 0, SEEK_SET)
            let copy = dup(descriptor)
            if copy >= 0, let file = sf_open_fd(copy, mode, &info, 1) { return file }
            if copy >= 0 { close(copy) }
            throw SoundFileError(path: path, reason: "could not be read again (\(String(cString: sf_strerror(nil))))")
        }
        if mode == Int32(SFM_READ) {
            let size: Int
            do {
                size = try FileCheck.regularFileSize(at: path)
            } catch {
                throw SoundFileError(path: path, reason: error.description(wanted: "an audio file"))
            }
            if size == 0 { throw SoundFileError(path: path, reason: "is empty (0 bytes)") }
        }
        openLock.lock()
        defer { openLock.unlock() }
        guard let file = sf_open(path, mode, &info) else {
            let reason = String(cString: sf_strerror(nil))
            guard mode == Int32(SFM_READ) else { throw SoundFileError(path: path, reason: "cannot be created (\(reason))") }
            // libsndfile refuses a WAV whose header has no rate or no channels with only "SF_INFO struct incomplete".
            if let header = WAVHeader(path: path) {
                _ = try checkedFormat(rate: header.sampleRate, channels: header.channels, path: path)
            }
            throw SoundFileError(path: path, reason: "is not a readable audio file (\(reason))")
        }
        return file
    }
}
