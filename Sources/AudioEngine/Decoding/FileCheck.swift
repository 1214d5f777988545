import Glibc

/// Why a path is not a regular file that can be read, found before anything reads it: a named pipe would block the
/// reader and `/dev/zero` would never end.
public enum FileProblem: Error, Sendable, Equatable {
    /// Nothing at the path.
    case missing
    /// A symbolic link whose target does not exist.
    case danglingLink(to: String)
    /// A symbolic link that leads back to itself.
    case linkLoop
    /// A folder.
    case folder
    /// A named pipe, a device or a socket: `kind` says which.
    case special(kind: String)
    /// A regular file the system will not open for reading (`reason` from the system, e.g. "Permission denied").
    case unreadable(reason: String)

    /// Whether nothing is at the end of the path (a dangling link leads nowhere too), rather than the wrong thing.
    public var isMissing: Bool {
        switch self {
        case .missing, .danglingLink: true
        default: false
        }
    }

    /// What the path is, for a message that goes on to say what was wanted: "is a folder, not `wanted`".
    public func description(wanted: String) -> String {
        switch self {
        case .missing: "does not exist"
        case .danglingLink(let target): "is a symbolic link to \(target), which does not exist"
        case .linkLoop: "is a symbolic link that leads back to itself (a loop of links)"
        case .folder: "is a folder, not \(wanted)"
        case .special(let kind): "is \(kind), not \(wanted) (only regular files are read)"
        case .unreadable(let reason): "cannot be read: \(reason)"
        }
    }
}

/// Checks a path before it is opened for reading.
public enum FileCheck {
    /// The size in bytes of the regular file at `path` (links followed), after making sure it can be opened for reading;
    /// throws what it is instead. Only a regular file is ever opened, so a pipe or device is never waited on or read.
    public static func regularFileSize(at path: String) throws(FileProblem) -> Int {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let error = errno
            if error == ELOOP { throw .linkLoop }
            var link = stat()
            if error == ENOENT, lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
                throw .danglingLink(to: linkTarget(path))
            }
            if error == ENOENT || error == ENOTDIR { throw .missing }
            throw .unreadable(reason: String(cString: strerror(error)))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .folder
        case S_IFIFO: throw .special(kind: "a named pipe (FIFO)")
        case S_IFCHR, S_IFBLK: throw .special(kind: "a device")
        case S_IFSOCK: throw .special(kind: "a socket")
        default: throw .special(kind: "an unusual kind of file")
        }
        // Permission bits alone do not tell (root reads anything; ACLs exist): ask the real open.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        close(descriptor)
        return Int(status.st_size)
    }

    private static func linkTarget(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else { return "a missing file" }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
