import Foundation

/// A Unix socket that accepts connections (through the kernel's backlog) and never answers, like a hung server.
final class MuteSocketServer {
    let path: String
    private let descriptor: Int32

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("educat-mute-\(UUID().uuidString)").path
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: path.utf8.prefix($0.count - 1)) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard descriptor >= 0, bound == 0, listen(descriptor, 8) == 0 else {
            throw PulseUnavailable(description: "could not listen on \(path): errno \(errno)")
        }
    }

    /// The server string that reaches it.
    var server: String { "unix:\(path)" }

    deinit {
        close(descriptor)
        unlink(path)
    }
}
