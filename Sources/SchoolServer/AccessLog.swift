import Hummingbird
import Logging

/// One log line per request: method, path, status, milliseconds and who sent it ("kiosk NAME", "teacher" or the
/// client's address), never a query, a token or a password.
struct AccessLog: RouterMiddleware {
    let logger: Logger
    let metrics: ServerMetrics

    func handle(_ request: Request, context: ServerContext, next: (Request, ServerContext) async throws -> Response)
        async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, context, status: response.status.code, since: start)
            return response
        } catch let error as HTTPError {
            log(request, context, status: error.status.code, since: start)
            throw error
        } catch {
            log(request, context, status: 500, since: start)
            throw error
        }
    }

    private func log(_ request: Request, _ context: ServerContext, status: Int, since start: ContinuousClock.Instant) {
        let elapsed = start.duration(to: .now)
        let milliseconds = Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
        let who = context.caller.value ?? context.client(of: request)
        // The path only: a report's query names a child.
        let path = String(request.uri.path.prefix(200)).unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : String($0) }
            .joined()
        logger.notice("\(request.method) \(path) \(status) \(Int(milliseconds.rounded())) ms \(who)")
        if status == 503 { metrics.databaseErrors.increment() }
    }
}
