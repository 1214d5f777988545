import Logging

/// The connection pool's log, less its warning that a query came before `PostgresClient.run()` had begun: the client
/// runs in a task started just before the first query, which may lose that race by a moment and then waits for it;
/// the warning printed itself on every admin command.
enum PoolLog {
    /// `logger` without that warning.
    static func logger(_ logger: Logger) -> Logger {
        var pool = logger
        pool.handler = Handler(inner: logger.handler)
        return pool
    }

    private struct Handler: LogHandler {
        var inner: any LogHandler

        var logLevel: Logger.Level {
            get { inner.logLevel }
            set { inner.logLevel = newValue }
        }

        var metadata: Logger.Metadata {
            get { inner.metadata }
            set { inner.metadata = newValue }
        }

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { inner[metadataKey: key] }
            set { inner[metadataKey: key] = newValue }
        }

        func log(event: LogEvent) {
            if event.level == .warning, event.message.description.hasSuffix("`PostgresClient.run()` hasn't been called yet.") {
                return
            }
            inner.log(event: event)
        }
    }
}
