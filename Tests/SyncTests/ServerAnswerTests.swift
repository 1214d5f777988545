import EducatTestSupport
import Foundation
import Logging
import Records
import Sync
import Synchronization
import XCTest

/// What stands at the server's address answers something other than educat server's receipt: a proxy asking for a
/// password, a wrong path, a proxy's size limit, a receipt for results never sent, a body of terminal escapes. The
/// kiosk's send ends with an error saying so, and keeps every result pending.
final class ServerAnswerTests: XCTestCase {
    func testAProxyAskingForABasicPasswordEndsTheBackgroundSendWithAClearError() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-proxy-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let store = try RecordStore.open(at: folder.appendingPathComponent("records.sqlite").path).store
        let month = PlayedMonth()
        try month.store(into: store)
        let proxy = try ScriptedEndpoint(answer: "HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Basic realm=\"school proxy\"\r\n"
                                          + "Content-Length: 12\r\nConnection: close\r\n\r\nUnauthorized")
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

    /// A store with a month of games and a sender to an endpoint giving `answer` to every request.
    private func sending(answer: String, after pause: Duration = .zero, timeout: TimeInterval = 10) throws
        -> (RecordStore, OutboxSender, ScriptedEndpoint, pending: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-answer-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let store = try RecordStore.open(at: folder.appendingPathComponent("records.sqlite").path).store
        try PlayedMonth().store(into: store)
        let endpoint = try ScriptedEndpoint(answer: answer, after: pause)
        let client = SyncClient(server: URL(string: "http://127.0.0.1:\(endpoint.port)/educat/")!, token: "t", timeout: timeout)
        return (store, OutboxSender(store: store, client: client), endpoint, try store.outboxStatus().pendingGames)
    }

    private static func answer(_ status: String, _ body: String, type: String = "text/html") -> String {
        "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
    }

    /// What `sender`'s send failed with, which it must.
    private func failure(of sender: OutboxSender) async -> String {
        do {
            try await sender.sendPending()
            XCTFail("the send passed")
            return ""
        } catch {
            return "\(error)"
        }
    }

    func testAWrongPathsOrAProxysRefusalSetsNoResultAsideAndSaysWhy() async throws {
        for (status, words) in [("404 Not Found", "no educat server there; check [sync] server"),
                                ("413 Request Entity Too Large", "answered 413: <html>")] {
            let (store, sender, endpoint, pending) = try sending(answer: Self.answer(status, "<html>\(status)</html>"))
            let error = await failure(of: sender)
            XCTAssertTrue(error.contains(words), error)
            let after = try store.outboxStatus()
            XCTAssertEqual(after.pendingGames, pending, "\(status): every result is still to be sent")
            XCTAssertEqual(after.refused.count, 0, "\(status): nothing is set aside for good")
            XCTAssertLessThanOrEqual(endpoint.requests, 2, "the batch, then at most its first row alone")
        }
    }

    func testAReceiptForResultsNeverSentEndsTheSendInsteadOfLooping() async throws {
        let receipt = "{\"games\":[\"\(UUID().uuidString)\"],\"activities\":[],\"inserted\":1}"
        let (store, sender, endpoint, pending) = try sending(answer: Self.answer("200 OK", receipt, type: "application/json"))
        let error = await failure(of: sender)
        XCTAssertTrue(error.contains("acknowledged none of the"), error)
        XCTAssertEqual(try store.outboxStatus().pendingGames, pending)
        XCTAssertEqual(endpoint.requests, 1)
    }

    func testAServerAnsweringEachRequestJustInTimeCannotHoldTheSendLongerThanOneTimeout() async throws {
        // Its own refusal of the batch has the rows sent one by one: one request per result, each answered in 1.5 s.
        let refusal = Self.answer("422 Unprocessable Content", "{\"error\":{\"message\":\"no\"}}", type: "application/json")
        let (store, sender, endpoint, pending) = try sending(answer: refusal, after: .milliseconds(1_500), timeout: 4)
        XCTAssertGreaterThan(pending, 5)
        let start = ContinuousClock.now
        let outcome = try await sender.sendPending()
        let took = ContinuousClock.now - start
        XCTAssertLessThan(took, .seconds(8), "bounded by the 4 s timeout, not one timeout per request")
        XCTAssertLessThan(endpoint.requests, 5)
        // What the server answered within the time is kept; the pass says it is unfinished, and is no failure.
        XCTAssertTrue(outcome.unfinished)
        XCTAssertGreaterThan(outcome.refused, 0)
        let status = try store.outboxStatus()
        XCTAssertEqual(status.refused.count, outcome.refused, "each row's answer kept as it came")
        XCTAssertEqual(status.pendingGames + status.refused.count, pending)
        XCTAssertNil(status.lastError)
    }

    func testAServerThatAnswersNothingInTimeFailsThePassWithinOneTimeout() async throws {
        let (store, sender, endpoint, pending) = try sending(answer: Self.answer("200 OK", "{}", type: "application/json"),
                                                             after: .seconds(30), timeout: 3)
        let start = ContinuousClock.now
        let error = await failure(of: sender)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(6))
        XCTAssertTrue(error.contains("cannot be reached: Operation timed out"), error)
        XCTAssertEqual(try store.outboxStatus().pendingGames, pending)
        XCTAssertEqual(endpoint.requests, 0, "its one answer never came")
    }

    func testAnErrorBodysTerminalEscapesAreNeverPrinted() async throws {
        let body = "{\"error\":{\"message\":\"bad\\u001b[2J\\u001b]0;pwned\\u0007 row\"}}"
        let (_, sender, endpoint, _) = try sending(answer: Self.answer("500 Internal Server Error", body, type: "application/json"))
        let text = await failure(of: sender)
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, text.debugDescription)
        XCTAssertTrue(text.contains("answered 500: bad [2J ]0;pwned row"), text)
        XCTAssertEqual(endpoint.requests, 1)
    }
}

/// A loopback HTTP endpoint giving the same whole HTTP answer to every request (a proxy asking for a password, a
/// wrong path's 404…), on a port the system picks.
private final class ScriptedEndpoint: Sendable {
    let port: Int
    private let listener: Int32
    private let served = Counter()

    /// How many requests it answered.
    var requests: Int { served.value }

    private let answer: String

    /// An endpoint giving `answer` `pause` after each request.
    init(answer: String, after pause: Duration = .zero) throws {
        self.answer = answer
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
        Thread.detachNewThread { [listener, served, answer, pause] in
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                Self.serve(connection, answer, after: pause)
                served.add()
            }
        }
    }

    /// Reads one request (headers and body, so closing does not reset the connection) and gives `answer`.
    private static func serve(_ connection: Int32, _ answer: String, after pause: Duration) {
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
        Thread.sleep(forTimeInterval: Double(pause.components.seconds) + Double(pause.components.attoseconds) / 1e18)
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
