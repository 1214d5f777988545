import CommandSupport
import Foundation
import Glibc

/// Writing a command's text output (`report -o`, `render --events`) to the path a person named.
public enum TextOutput {
    /// Writes `text` to `path`: a regular file (or a new one) is replaced whole at once, through any symbolic link, so a
    /// reader never sees half a report; a pipe, a terminal or a device (`/dev/stdout`) is written in place, never
    /// replaced by a file. A file the command reads (`inputs`: its script) and any records store are never replaced:
    /// a report written over its store once lost every record. Throws naming the path and the system's reason.
    public static func write(_ text: String, to path: String, inputs: [String] = []) throws {
        guard !path.isEmpty else { throw ExitError("an empty path names no file: give the file to write") }
        // Followed by hand: Foundation leaves a link to a file not yet written unresolved, and would replace the link.
        var target = path
        for _ in 0..<40 {
            guard let next = try? FileManager.default.destinationOfSymbolicLink(atPath: target) else { break }
            target = next.hasPrefix("/") ? next : (target as NSString).deletingLastPathComponent + "/" + next
        }
        var status = stat()
        let exists = stat(target, &status) == 0
        if exists, status.st_mode & S_IFMT == S_IFDIR { throw ExitError("\(path): is a folder; name a file to write") }
        if exists, status.st_mode & S_IFMT == S_IFREG {
            for input in inputs {
                var read = stat()
                if stat(input, &read) == 0, read.st_dev == status.st_dev, read.st_ino == status.st_ino {
                    throw ExitError("\(path): is \(input), which this command reads; name another file to write")
                }
            }
            if isDatabase(target) {
                throw ExitError("\(path): is a records store (an SQLite database), which a report must not replace; "
                                + "name another file to write")
            }
        }
        if exists, status.st_mode & S_IFMT != S_IFREG {
            let descriptor = open(target, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw ExitError("\(path): cannot be written (\(reason(errno)))") }
            defer { close(descriptor) }
            let bytes = Array(text.utf8)
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { throw ExitError("\(path): cannot be written (\(reason(errno)))") }
                written += count
            }
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
        } catch {
            throw ExitError("\(path): cannot be written (\(reason(of: error, writing: target)))")
        }
    }

    /// Whether the file at `path` starts as every SQLite database does.
    private static func isDatabase(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 16)) == Data("SQLite format 3\u{0}".utf8)
    }

    /// The system's reason behind Foundation's error in writing `target` (whose own text is "NSCocoaErrorDomain error
    /// 513", or "The file doesn't exist" for a file that does, such as /proc/version).
    private static func reason(of error: any Error, writing target: String) -> String {
        if let system = FoundationFailure.systemReason(error) { return system }
        let error = error as NSError
        let folder = (target as NSString).deletingLastPathComponent
        // The file is written beside its target first, then moved over it: a folder that takes no new file (/proc)
        // says why when one is made there directly.
        if access(folder, F_OK) == 0 {
            var name = Array((folder + "/.educat-XXXXXX").utf8CString)
            let descriptor = mkstemp(&name)
            guard descriptor >= 0 else { return "a file cannot be made in its folder \(folder): \(reason(errno))" }
            close(descriptor)
            unlink(name)
        }
        // Without an underlying error, the folder tells: it is missing, not writable, or on a full or read-only disk.
        if access(folder, F_OK) != 0 { return "its folder \(folder) does not exist" }
        if access(folder, W_OK) != 0 { return reason(errno) }
        return switch CocoaError.Code(rawValue: error.code) {
        case .fileWriteOutOfSpace: "no space left on the disk"
        case .fileWriteVolumeReadOnly: "the disk is read-only"
        case .fileWriteNoPermission: "permission denied"
        default: error.localizedDescription
        }
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
