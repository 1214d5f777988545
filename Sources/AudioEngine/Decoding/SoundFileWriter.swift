import CSndfile

/// Writes a sound file block by block, so that a long render never holds more than a block in memory.
///
/// The extension picks the type as in `SoundFile.write`. Used by one thread.
public final class SoundFileWriter {
    /// The file written.
    public let path: String
    /// Rate and channels of the samples handed to `write`.
    public let format: AudioFormat
    /// Frames written so far.
    public private(set) var framesWritten: Int64 = 0
    private var file: OpaquePointer?

    /// Creates (or truncates) the file at `path`.
    public init(path: String, format: AudioFormat) throws {
        self.path = path
        self.format = format
        var info = SF_INFO()
        info.samplerate = Int32(format.sampleRate)
        info.channels = Int32(format.channels)
        info.format = try SoundFile.fileFormat(for: path)
        guard sf_format_check(&info) != 0 else {
            throw SoundFileError(path: path, reason: "cannot be written in this format at \(format)")
        }
        file = try SoundFile.open(path, mode: Int32(SFM_WRITE), info: &info)
    }

    deinit {
        if let file { sf_close(file) }
    }

    /// Appends interleaved samples, whole frames only.
    public func write(_ samples: UnsafeBufferPointer<Float>) throws {
        guard let file else { throw SoundFileError(path: path, reason: "was already closed") }
        let frames = samples.count / format.channels
        let written = sf_writef_float(file, samples.baseAddress, sf_count_t(frames))
        framesWritten += Int64(max(0, written))
        let status = sf_error(file)
        guard written == frames, status == 0 else { throw incomplete(status) }
    }

    /// Completes the file (its header gets the final length); writing after this throws.
    public func close() throws {
        guard let file else { return }
        self.file = nil
        let status = sf_close(file)
        guard status == 0 else { throw incomplete(status) }
    }

    private func incomplete(_ status: Int32) -> SoundFileError {
        SoundFileError(path: path, reason: "could not be written completely: \(String(cString: sf_error_number(status)))")
    }

    /// The most frames of `format` a file of `path`'s type can hold: WAV and AIFF keep their sizes in 32 bits
    /// (libsndfile writes past 4 GiB without a word, and the file then reads back a fraction of its length).
    public static func capacity(of path: String, format: AudioFormat) throws -> Int64 {
        let type = try SoundFile.fileFormat(for: path)
        switch type & Int32(SF_FORMAT_TYPEMASK) {
        case Int32(SF_FORMAT_WAV), Int32(SF_FORMAT_AIFF):
            let bytesPerSample: Int64 = switch type & Int32(SF_FORMAT_SUBMASK) {
            case Int32(SF_FORMAT_PCM_16): 2
            case Int32(SF_FORMAT_PCM_24): 3
            default: 4
            }
            // Room for the header chunks libsndfile writes before the data (88 bytes for a float WAV).
            let headerBytes: Int64 = 4_096
            return (Int64(UInt32.max) - headerBytes) / (bytesPerSample * Int64(format.channels))
        case Int32(SF_FORMAT_FLAC):
            return (1 << 36) - 1
        default:
            return Int64.max
        }
    }
}
