import Foundation

/// Why talking to the school server failed, worded for `educat sync` and the kiosk's log.
public enum SyncError: Error, CustomStringConvertible, Equatable {
    /// The server could not be reached or did not answer in time.
    case unreachable(server: String, reason: String)
    /// The server answered with an error status; `ownReply` when the answer is educat server's own (its JSON error),
    /// not a proxy's page or an address that leads nowhere.
    case refused(server: String, status: Int, message: String, ownReply: Bool = false)
    /// The server (or a proxy in front of it) asks for a password, which a kiosk does not have.
    case passwordAsked(server: String, scheme: String)
    /// The server's answer was not what this educat understands.
    case badAnswer(server: String, reason: String)

    public var description: String {
        switch self {
        case .unreachable(let server, let reason): "\(server) cannot be reached: \(reason)"
        case .refused(let server, 401, _, _): "\(server) refused the kiosk token (401): check [sync] token"
        case .refused(let server, 404, let message, false):
            "\(server) answered 404 (\(message)): no educat server there; check [sync] server, with its path (…/educat/)"
        case .refused(let server, let status, let message, _): "\(server) answered \(status): \(message)"
        case .passwordAsked(let server, let scheme):
            "\(server) asks for a password (401, \(scheme)), not a kiosk token: is a proxy guarding /api/? "
                + "Let /api/ through to educat server, which checks the token itself"
        case .badAnswer(let server, let reason): "\(server) gave an answer this educat cannot read: \(reason)"
        }
    }

    /// Whether the server refused the request for good (a 4xx other than a bad token or "too many requests"):
    /// sending it again would be refused again.
    public var isPermanentRefusal: Bool {
        guard case .refused(_, let status, _, _) = self else { return false }
        return (400..<500).contains(status) && ![401, 408, 429].contains(status)
    }

    /// Whether educat server itself refused the request for good, by its own reply: only then may a result it was
    /// sent alone be set aside. A proxy's refusal (a size limit, a wrong path's 404) says nothing about the result.
    public var isServersOwnRefusal: Bool {
        guard case .refused(_, _, _, true) = self else { return false }
        return isPermanentRefusal
    }
}

/// The kiosk's HTTP client for the school server (libcurl, loaded the first time it sends: a kiosk that never syncs
/// loads no HTTP or TLS library), the token in every request.
public struct SyncClient: Sendable {
    /// The server's base address, e.g. `https://school.example/educat/`.
    public let server: URL
    private let token: String
    private let timeout: TimeInterval

    private let certificateAuthorities: String?

    /// A client for `server` authenticating with the kiosk's `token`; a request not answered in `timeout` seconds fails.
    /// An https:// server's certificate is always checked: against the PEM file `certificateAuthorities` when given,
    /// else the system's authorities.
    public init(server: URL, token: String, timeout: TimeInterval = 30, certificateAuthorities: String? = nil) {
        self.server = server
        self.token = token
        self.timeout = timeout
        self.certificateAuthorities = certificateAuthorities
    }

    /// The seconds one request may take.
    public var requestTimeout: TimeInterval { timeout }

    /// Sends one batch; returns the server's receipt once the batch is committed there. Fails after `within` seconds
    /// (default: the client's timeout).
    public func send(_ batch: SyncBatch, within: TimeInterval? = nil) async throws -> SyncReceipt {
        try await request("api/results", method: "POST", body: try SyncJSON.encoder.encode(batch), within: within)
    }

    /// The school's profiles names; fails after `within` seconds (default: the client's timeout).
    public func profiles(within: TimeInterval? = nil) async throws -> [String] {
        try await request("api/profiles", method: "GET", body: nil, within: within)
    }

    private func request<Answer: Decodable>(_ path: String, method: String, body: Data?, within: TimeInterval?) async throws
        -> Answer {
        var headers = ["Authorization: Bearer \(token)"]
        if body != nil { headers.append("Content-Type: application/json") }
        let name = server.absoluteString
        let answer = await HTTPExchange(method: method, url: server.appendingPathComponent(path), headers: headers,
                                        body: body, timeout: min(within ?? timeout, timeout),
                                        certificateAuthorities: certificateAuthorities).run()
        switch answer {
        case .failure(let reason): throw SyncError.unreachable(server: name, reason: reason.description)
        case .success(let answer):
            return try Self.read(status: answer.status, body: answer.body, challenge: answer.challenge, from: name)
        }
    }

    /// What the answer `status` with `body` (and the scheme of a `WWW-Authenticate` challenge, "" without one) from
    /// `server` means: the `Answer` a 200 carries, else the ``SyncError`` it is. Whatever came over the network.
    public static func read<Answer: Decodable>(status: Int, body: Data, challenge: String, from server: String) throws -> Answer {
        // A password asked by a proxy (Basic, Digest…), not the server's own refusal of the token.
        if status == 401, !challenge.isEmpty, challenge.lowercased() != "bearer" {
            throw SyncError.passwordAsked(server: server, scheme: challenge == "Basic" ? "HTTP Basic" : printable(challenge))
        }
        guard status == 200 else {
            let (message, own) = message(body)
            throw SyncError.refused(server: server, status: status, message: message, ownReply: own)
        }
        do {
            return try SyncJSON.decoder.decode(Answer.self, from: body)
        } catch {
            throw SyncError.badAnswer(server: server, reason: printable(DecodingProblem.explain(error, data: body)))
        }
    }

    /// An error answer's message, without control characters (it is printed on a terminal), and whether it is educat
    /// server's own: Hummingbird's `{"error":{"message":…}}`; else the start of the body.
    private static func message(_ data: Data) -> (String, own: Bool) {
        struct Answer: Decodable {
            struct Error: Decodable { var message: String }
            var error: Error
        }
        if let own = (try? JSONDecoder().decode(Answer.self, from: data))?.error.message { return (printable(own), true) }
        return (printable(String(decoding: data.prefix(200), as: UTF8.self)), false)
    }

    /// `text` with each control character (C0, DEL, C1) as a space, runs of spaces as one: a server's words reach a
    /// terminal and the status list, where an escape would clear the screen or forge lines.
    public static func printable(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? " " : $0 }
        return String(String.UnicodeScalarView(scalars)).split(separator: " ", omittingEmptySubsequences: true)
            .joined(separator: " ")
    }
}
