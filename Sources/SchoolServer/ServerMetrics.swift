import Prometheus

/// What a monitoring system reads at `/metrics`, in Prometheus' text format.
struct ServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    /// Games and activities stored (new or sent again).
    let resultsReceived: Counter
    /// Rows refused for good, with their reason in the receipt.
    let rowsRefused: Counter
    /// Wrong teacher passwords, and requests with an unknown kiosk token.
    let failedTeacherLogins: Counter
    let failedKioskTokens: Counter
    /// Requests answered 503 because the database failed or did not answer.
    let databaseErrors: Counter
    /// How long storing one batch took, from its arrival to its receipt.
    let batchLatency: DurationHistogram

    init() {
        func name(_ metric: String, _ unit: String, _ help: String) -> MetricNameDescriptor {
            MetricNameDescriptor(namespace: "educat", metricName: metric, unitName: unit, helpText: help)
        }
        let logins = name("failed_logins", "total", "Wrong teacher passwords and requests with an unknown kiosk token")
        resultsReceived = registry.makeCounter(
            descriptor: name("results_received", "total", "Games and activities stored from kiosks' batches"))
        rowsRefused = registry.makeCounter(descriptor: name("rows_refused", "total", "Rows of batches refused for good"))
        failedTeacherLogins = registry.makeCounter(descriptor: logins, labels: [("kind", "teacher")])
        failedKioskTokens = registry.makeCounter(descriptor: logins, labels: [("kind", "kiosk")])
        databaseErrors = registry.makeCounter(
            descriptor: name("database_errors", "total", "Requests answered 503 because the database failed"))
        batchLatency = registry.makeDurationHistogram(
            descriptor: name("sync_batch", "seconds", "Time to store one kiosk batch"), labels: [],
            buckets: [.milliseconds(10), .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500),
                      .seconds(1), .seconds(2.5), .seconds(5), .seconds(10)])
    }

    /// Every metric in Prometheus' text format.
    var text: String { registry.emitToString() }
}
