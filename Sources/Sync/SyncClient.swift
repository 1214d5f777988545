import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why talking to the school server failed, worded for `educat sync` and the kiosk's log.
public enum SyncError: Error, CustomStringConvertible, Equatable {
    /// The server could not be reached or did not answer in time.
    case unreachable(server: String, reason: String)
    /// The server answered with an error status.
    case refused(server: String, status: Int, message: String)
    /// The server's answer was not what this educat understands.
    case badAnswer(server: String, reason: String)

    public var description: String {
        switch self {
        case .unreachable(let server, let reason): "\(server) cannot be reached: \(reason)"
        case .refused(let server, 401, _): "\(server) refused the kiosk token (401): check [sync] token"
        case .refused(let server, let status, let message): "\(server) answered \(status): \(message)"
        case .badAnswer(let server, let reason): "\(server) gave an answer this educat cannot read: \(reason)"
        }
    }
}

/// The kiosk's HTTP client for the school server (URLSession: no package beyond Foundation), token in every request.
public struct SyncClient: Sendable {
    /// The server's base address, e.g. `https://school.example/educat/`.
    public let server: URL
    private let token: String
    private let session: URLSession

    /// A client for `server` authenticating with the kiosk's `token`; a request not answered in `timeout` seconds fails.
    public init(server: URL, token: String, timeout: TimeInterval = 30) {
        self.server = server
        self.token = token
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        session = URLSession(configuration: configuration)
    }

    /// Sends one batch; returns the server's receipt once the batch is committed there.
    public func send(_ batch: SyncBatch) async throws -> SyncReceipt {
        try await request("api/results", method: "POST", body: try SyncJSON.encoder.encode(batch))
    }

    /// The school's profile names.
    public func profiles() async throws -> [String] {
        try await request("api/profiles", method: "GET", body: nil)
    }

    private func request<Answer: Decodable>(_ path: String, method: String, body: Data?) async throws -> Answer {
        var request = URLRequest(url: server.appendingPathComponent(path))
        request.httpMethod = method
        request.httpBody = body
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        let name = server.absoluteString
        let (data, response): (Data, URLResponse)
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw SyncError.unreachable(server: name, reason: error.localizedDescription)
        }
        guard let status = (response as? HTTPURLResponse)?.statusCode else {
            throw SyncError.badAnswer(server: name, reason: "not an HTTP answer")
        }
        guard status == 200 else {
            throw SyncError.refused(server: name, status: status,
                                    message: String(decoding: data.prefix(200), as: UTF8.self))
        }
        do {
            return try SyncJSON.decoder.decode(Answer.self, from: data)
        } catch {
            throw SyncError.badAnswer(server: name, reason: "\(error)")
        }
    }
}
