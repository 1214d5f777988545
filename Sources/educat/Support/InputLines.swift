import Foundation

/// Standard input's lines as they arrive, whichever newline ends them (LF, CRLF or a lone CR), without a UTF-8 byte
/// order mark at the start; a line is handed over as soon as its newline is read, so a program driving educat line by
/// line is answered at once. `readLine` knows LF and CRLF only, and keeps the mark.
struct InputLines: Sequence, IteratorProtocol {
    private var pending: [UInt8] = []
    /// Bytes of `pending` already searched for a newline, so a long line is scanned once, not once per read.
    private var searched = 0
    private var chunk = [UInt8](repeating: 0, count: 4_096)
    /// After a CR, an LF that follows (perhaps in the next read) belongs to the same newline.
    private var skipLineFeed = false
    private var atStart = true
    private var ended = false

    mutating func next() -> String? {
        while true {
            if skipLineFeed, !pending.isEmpty {
                if pending[0] == 0x0A { pending.removeFirst() }
                skipLineFeed = false
            }
            if let end = pending[searched...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
                skipLineFeed = pending[end] == 0x0D
                defer {
                    pending.removeSubrange(...end)
                    searched = 0
                }
                return text(pending[..<end])
            }
            searched = pending.count
            guard !ended else { return nil }
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                // The end of input ends a last line that has no newline.
                ended = true
                defer {
                    pending = []
                    searched = 0
                }
                return pending.isEmpty ? nil : text(pending[...])
            }
            pending += chunk[0..<count]
        }
    }

    private mutating func text(_ bytes: ArraySlice<UInt8>) -> String {
        defer { atStart = false }
        let marked = atStart && bytes.starts(with: [0xEF, 0xBB, 0xBF])
        return String(decoding: marked ? bytes.dropFirst(3) : bytes, as: UTF8.self)
    }
}
