import Foundation
import Glibc

/// A configuration file's contents as text, or what makes it unusable, in words for the person who named it.
enum ConfigFile {
    /// The text; `notUTF8` when bytes that are not UTF-8 were replaced (a Latin-1 accent in a comment).
    case text(String, notUTF8: Bool)
    /// Nothing can be read; `mightSetCap` when the file could hold a volume cap that is now unknown.
    case unusable(String, mightSetCap: Bool)

    /// Whether anything is at `path`, a broken or looping symbolic link included (reading it then says what is wrong).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Reads `path`, refusing folders, devices, pipes, binary files and files too large to be a configuration.
    static func read(_ path: String) -> ConfigFile {
        var info = stat()
        guard stat(path, &info) == 0 else { return .unusable("cannot be read (\(reason(errno)))", mightSetCap: true) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .unusable("is a folder, not a configuration file", mightSetCap: false)
        default: return .unusable("is not a regular file (a device, pipe or socket)", mightSetCap: false)
        }
        guard info.st_size <= SettingsLoader.largestFile else {
            return .unusable("is \(info.st_size) bytes, too large for a configuration file", mightSetCap: true)
        }
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .unusable("cannot be read (\(reason(errno)))", mightSetCap: true) }
        defer { Glibc.close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= SettingsLoader.largestFile {
            let count = Glibc.read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .unusable("cannot be read (\(reason(errno)))", mightSetCap: true) }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if bytes.contains(0) {
            return .unusable("is not text (it holds NUL bytes, as binary files do)", mightSetCap: text.contains("max_level_db"))
        }
        return .text(text, notUTF8: String(validating: bytes, as: UTF8.self) == nil)
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
