import Glibc

/// Reads lines from a file descriptor through one fixed buffer, so a line of any length costs at most `limit` bytes:
/// the rest of an over-long line is read and dropped, never held.
struct LineReader {
    /// What one line was.
    enum Line: Equatable {
        /// A line within the limit, without its line ending (LF or CRLF).
        case text(String)
        /// A line longer than the limit: how many bytes it had and how it began.
        case tooLong(bytes: Int, start: String)
    }

    /// The longest line taken, in bytes: PATH_MAX, the longest path a line can name.
    static let standardLimit = 4_096

    private let descriptor: Int32
    private let limit: Int
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var atEnd = false

    /// A reader of `descriptor` taking lines of up to `limit` bytes.
    init(descriptor: Int32 = STDIN_FILENO, limit: Int = LineReader.standardLimit) {
        self.descriptor = descriptor
        self.limit = limit
        buffer = [UInt8](repeating: 0, count: max(limit + 1, 65_536))
    }

    /// The next line, or nil at the end of input (a last line without a newline is still returned).
    mutating func next() -> Line? {
        // Up to one byte over the limit is kept: enough to tell a line of `limit` bytes ending in CRLF from a longer one.
        var kept: [UInt8] = []
        var length = 0
        while true {
            if start == end, atEnd || !fill() {
                return length == 0 ? nil : finish(kept, length: length)
            }
            let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n"))
            let stop = newline ?? end
            kept += buffer[start..<min(stop, start + max(0, limit + 1 - kept.count))]
            length += stop - start
            start = newline.map { $0 + 1 } ?? end
            if newline != nil { return finish(kept, length: length) }
        }
    }

    private func finish(_ kept: [UInt8], length: Int) -> Line {
        let whole = kept.count == length
        let carriageReturn = whole && kept.last == UInt8(ascii: "\r")
        let content = carriageReturn ? kept.dropLast() : kept[...]
        guard content.count > limit else { return .text(String(decoding: content, as: UTF8.self)) }
        return .tooLong(bytes: carriageReturn ? length - 1 : length, start: String(decoding: content.prefix(limit), as: UTF8.self))
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
