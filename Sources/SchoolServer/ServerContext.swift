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
    /// added last to `X-Forwarded-For`, which is the one it saw; a header from anywhere else is not believed.
    func client(of request: Request) -> String {
        let peer = remoteAddress?.ipAddress ?? "unknown"
        guard peer == "127.0.0.1" || peer == "::1", let forwarded = request.headers[.xForwardedFor],
              let last = forwarded.split(separator: ",").last?.trimmingCharacters(in: .whitespaces), !last.isEmpty else {
            return peer
        }
        return String(last.prefix(64))
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
