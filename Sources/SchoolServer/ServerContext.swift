import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Synchronization

/// A request's context on the school server: who sent it, as the access log and the login throttle need it.
struct ServerContext: RequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    /// The peer of the connection: nginx's address when it is in front.
    let remoteAddress: SocketAddress?
    /// Who the request turned out to be from, once a route has checked its credentials.
    let caller = Caller()

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// The client's address: the peer's, or when the peer is a proxy on this machine (nginx), the address that proxy
    /// added last to `X-Forwarded-For`, which is the one it saw; a header from anywhere else, or one that holds no
    /// address, is not believed. An IPv6 client is its /64: one home or school network has billions of addresses.
    func client(of request: Request) -> String {
        let peer = remoteAddress?.ipAddress.flatMap(Self.address) ?? "unknown"
        guard ["127.0.0.1", "::1"].contains(remoteAddress?.ipAddress ?? ""), let forwarded = request.headers[.xForwardedFor],
              let last = forwarded.split(separator: ",").last?.trimmingCharacters(in: .whitespaces),
              let address = Self.address(last) else {
            return peer
        }
        return address
    }

    /// `text` as an IPv4 address, or as the /64 network of an IPv6 address; nil when it is neither.
    static func address(_ text: String) -> String? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return text }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        // Mapped IPv4 (::ffff:a.b.c.d) is that IPv4 client.
        let bytes = withUnsafeBytes(of: &v6) { Array($0) }
        if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
            return bytes[12...].map(String.init).joined(separator: ".")
        }
        withUnsafeMutableBytes(of: &v6) { raw in for index in 8..<16 { raw[index] = 0 } }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(AF_INET6, &v6, &buffer, socklen_t(buffer.count)) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/64"
    }

    /// Who a request is from, filled in by the route that checked it.
    final class Caller: Sendable {
        private let name = Mutex<String?>(nil)

        /// "kiosk NAME", "teacher", or nil while nobody is known.
        var value: String? { name.withLock { $0 } }

        func set(_ value: String) { name.withLock { $0 = value } }
    }
}

extension HTTPField.Name {
    static let xForwardedFor = Self("X-Forwarded-For")!
}
