import EducatTestSupport
import Foundation
import Logging
import Records
import Sync
import Synchronization
import XCTest

/// A proxy in front of the school server that asks for a password: the kiosk's send ends with an error saying so.
final class PasswordProxyTests: XCTestCase {
    func testAProxyAskingForABasicPasswordEndsTheBackgroundSendWithAClearError() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-proxy-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let store = try RecordStore.open(at: folder.appendingPathComponent("records.sqlite").path).store
        let month = PlayedMonth()
        try month.store(into: store)
        let proxy = try ChallengingEndpoint()
        // A request timeout far beyond the wait below: only finishing on the challenge itself passes.
        let client = SyncClient(server: URL(string: "http://127.0.0.1:\(proxy.port)/")!, token: "t", timeout: 60)
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let agent = SyncAgent(sender: OutboxSender(store: store, client: client), interval: 60,
                              backoff: Backoff(first: 60, longest: 60), logger: logger)
        defer { agent.stop() }

        let deadline = Date().addingTimeInterval(10)
        while try store.outboxStatus().lastError == nil {
            guard Date() < deadline else { return XCTFail("the send was still waiting on the 401 after 10 s") }
            try await Task.sleep(for: .milliseconds(50))
        }
        let status = try store.outboxStatus()
        XCTAssertTrue(status.lastError?.contains("asks for a password (401, HTTP Basic)") ?? false, "\(status)")
        XCTAssertEqual(status.pendingGames, month.games.count, "nothing is lost")
        XCTAssertGreaterThan(proxy.requests, 0)
    }
}

/// A loopback HTTP endpoint answering every request 401 with `WWW-Authenticate: Basic`, as a proxy asking for a
/// password does; on a port the system picks.
private final class ChallengingEndpoint: Sendable {
    let port: Int
    private let listener: Int32
    private let served = Counter()

    /// How many requests it answered.
    var requests: Int { served.value }

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(listener, address, length) == 0 && listen(listener, 16) == 0
                    && getsockname(listener, address, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [listener, served] in
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                Self.answer(connection)
                served.add()
            }
        }
    }

    /// Reads one request (headers and body, so closing does not reset the connection) and answers 401.
    private static func answer(_ connection: Int32) {
        defer { close(connection) }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            if let end = received.range(of: Data("\r\n\r\n".utf8)) {
                let headers = String(decoding: received[..<end.lowerBound], as: UTF8.self).lowercased()
                let length = headers.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) } ?? 0
                if received.count - end.upperBound >= length { break }
            }
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return }
            received.append(contentsOf: buffer[..<count])
        }
        let answer = "HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Basic realm=\"school proxy\"\r\n"
            + "Content-Length: 12\r\nConnection: close\r\n\r\nUnauthorized"
        _ = answer.utf8CString.withUnsafeBufferPointer { write(connection, $0.baseAddress, $0.count - 1) }
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private final class Counter: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func add() { count.withLock { $0 += 1 } }
    }
}
