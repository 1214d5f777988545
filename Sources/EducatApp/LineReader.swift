import Glibc

/// Reads lines from a file descriptor through one fixed buffer, so a line of any length costs at most `limit` bytes:
/// the rest of an over-long line is read and dropped, never held. Any newline ends a line (LF, CRLF or a lone CR),
/// and a UTF-8 byte order mark before the first line is dropped: `readLine` knows LF and CRLF only, and keeps the mark.
public struct LineReader {
    /// What one line was.
    public enum Line: Equatable {
        /// A line within the limit, without its newline.
        case text(String)
        /// A line longer than the limit: how many bytes it had and how it began.
        case tooLong(bytes: Int, start: String)
    }

    /// The longest line taken, in bytes: PATH_MAX, the longest path a line can name.
    public static let standardLimit = 4_096
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    private let descriptor: Int32
    private let limit: Int
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var atEnd = false
    private var atStart = true
    /// After a CR, an LF that follows (perhaps in the next read) belongs to the same newline.
    private var skipLineFeed = false

    /// A reader of `descriptor` taking lines of up to `limit` bytes.
    public init(descriptor: Int32 = STDIN_FILENO, limit: Int = LineReader.standardLimit) {
        self.descriptor = descriptor
        self.limit = limit
        buffer = [UInt8](repeating: 0, count: max(limit + 1, 65_536))
    }

    /// The next line, or nil at the end of input (a last line without a newline is still returned).
    public mutating func next() -> Line? {
        // One byte over the limit (and a byte order mark) is kept: enough to tell a line of `limit` bytes from a longer one.
        let keep = limit + 1 + Self.byteOrderMark.count
        var kept: [UInt8] = []
        var length = 0
        while true {
            if start == end, atEnd || !fill() {
                return length == 0 ? nil : finish(kept, length: length)
            }
            if skipLineFeed {
                skipLineFeed = false
                if buffer[start] == Self.lineFeed {
                    start += 1
                    continue
                }
            }
            let newline = buffer[start..<end].firstIndex { $0 == Self.lineFeed || $0 == Self.carriageReturn }
            let stop = newline ?? end
            kept += buffer[start..<min(stop, start + max(0, keep - kept.count))]
            length += stop - start
            guard let newline else {
                start = end
                continue
            }
            skipLineFeed = buffer[newline] == Self.carriageReturn
            start = newline + 1
            return finish(kept, length: length)
        }
    }

    private mutating func finish(_ kept: [UInt8], length: Int) -> Line {
        let marked = atStart && kept.starts(with: Self.byteOrderMark)
        atStart = false
        let content = marked ? kept.dropFirst(Self.byteOrderMark.count) : kept[...]
        let bytes = marked ? length - Self.byteOrderMark.count : length
        guard bytes > limit else { return .text(String(decoding: content, as: UTF8.self)) }
        return .tooLong(bytes: bytes, start: String(decoding: content.prefix(limit), as: UTF8.self))
    }

    /// Reads more input into the emptied buffer; false at the end of input or on an error.
    private mutating func fill() -> Bool {
        start = 0
        end = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                atEnd = true
                return false
            }
            end = count
            return true
        }
    }
}
