import ArgumentParser
import Foundation
import Report

/// `--since DATE --until DATE`: the days whose games and activities a command shows, in UTC as the store keeps them.
struct PeriodOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Only what started on or after this day (UTC).", valueName: "yyyy-mm-dd"))
    var since: String?

    @Option(help: ArgumentHelp("Only what started on or before this day (UTC).", valueName: "yyyy-mm-dd"))
    var until: String?

    func validate() throws {
        let (start, end) = try period
        if let start, let end, start >= end {
            throw ValidationError("--since \(since ?? "") is after --until \(until ?? ""): no day is left between them.")
        }
    }

    /// The first instant included and the first one after the period; nil where the period is open.
    var period: (since: Date?, until: Date?) {
        get throws {
            let start = try since.map { try Self.day($0, option: "--since") }
            // --until names the last day shown, so the period ends where the next day begins; no later than the last
            // second of 9999, the last a stored date can hold, as the store compares dates as text and "10000-…" sorts first.
            let end = try until.map { min(try Self.day($0, option: "--until").addingTimeInterval(86_400), Self.lastInstant) }
            return (start, end)
        }
    }

    /// 9999-12-31 23:59:59 UTC.
    private static let lastInstant = Date(timeIntervalSince1970: 253_402_300_799)

    private static func day(_ text: String, option: String) throws -> Date {
        guard let date = ReportBuilder.day(named: text) else {
            throw ValidationError("\(option) \"\(text)\" is not a day: write it as yyyy-mm-dd, e.g. 2026-03-01.")
        }
        return date
    }
}
