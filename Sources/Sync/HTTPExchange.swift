import CCurl
import Foundation

/// One HTTP request and its answer through `educat_http_request`, on a thread of its own: libcurl blocks until the
/// answer or the timeout, which must hold no thread of Swift's concurrency pool meanwhile.
struct HTTPExchange: Sendable {
    /// Why no answer came, in libcurl's words.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let method: String
    let url: URL
    /// Lines "Name: value".
    let headers: [String]
    let body: Data?
    let timeout: TimeInterval
    /// A PEM file of authorities to check the server's certificate against, instead of the system's.
    var certificateAuthorities: String?

    /// The answer's status, body and the scheme of its `WWW-Authenticate` challenge ("" without one).
    func run() async -> Result<(status: Int, body: Data, challenge: String), Failure> {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: perform()) }
        }
    }

    private func perform() -> Result<(status: Int, body: Data, challenge: String), Failure> {
        var answer = educat_http_answer()
        defer { educat_http_answer_free(&answer) }
        let lines = headers.map { strdup($0) }
        defer { lines.forEach { free($0) } }
        let seconds = max(1, Int(timeout.rounded(.up)))
        let sent = lines.map { UnsafePointer($0) }.withUnsafeBufferPointer { lines in
            (body ?? Data()).withUnsafeBytes { bytes in
                educat_http_request(method, url.absoluteString, lines.baseAddress, lines.count,
                                    body == nil ? nil : bytes.baseAddress, bytes.count, seconds, certificateAuthorities,
                                    &answer)
            }
        }
        guard sent == 0 else {
            return .failure(Failure(description: withUnsafeBytes(of: answer.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }))
        }
        let data = answer.body.map { Data(bytes: $0, count: answer.length) } ?? Data()
        let challenge = withUnsafeBytes(of: answer.challenge) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return .success((Int(answer.status), data, challenge))
    }
}
