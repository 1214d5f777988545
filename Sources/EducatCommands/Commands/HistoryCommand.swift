import ArgumentParser
import Foundation
import Lessons
import Records
import Report
import Texts

/// `educat history`: finished games, the items a child misses most, and what was done on the other activities.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List finished games and the items missed most, or the other activities.")

    @Option(help: "Only this profile (default: every profile).")
    var profile: String?

    @Option(help: ArgumentHelp("Only this subject.", valueName: "numbers|vowels|alphabet|syllables"))
    var subject: String?

    @Flag(help: ArgumentHelp("Print comma-separated values for a spreadsheet, with the names the store keeps "
                             + "(numbers.6, vowels/lesson, items heard)."))
    var csv = false

    @Flag(help: "List every missed item instead of the games.")
    var items = false

    @Flag(help: "List the lessons, memory, count-along, story, phrase and timer activities instead of the games.")
    var activities = false

    @OptionGroup var period: PeriodOptions

    @OptionGroup var storeOptions: StoreOptions

    func validate() throws {
        _ = try subjectFilter
        if items && activities { throw ValidationError("--items and --activities list different things: choose one.") }
    }

    func run() throws {
        let store = try storeOptions.open(readingNewer: true)
        let subject = try subjectFilter
        let (since, until) = try period.period
        if activities {
            let done = try store.activities(profile: profile, since: since, until: until)
            if csv { return printCSV(done) }
            return done.isEmpty ? print("No activities yet.") : printTable(done)
        }
        let missed = try store.mostMissedItems(
            profile: profile, subject: subject, since: since, until: until, limit: items ? Int.max : 10)
        if items { return csv ? printCSV(missed) : printTable(missed) }

        let games = try store.history(profile: profile, subject: subject, since: since, until: until)
        if csv { return printCSV(games) }
        guard !games.isEmpty else { return print("No finished games yet.") }
        printTable(games)
        print("\nMissed most:")
        printTable(missed)
    }

    private var subjectFilter: Subject? {
        get throws {
            guard let subject else { return nil }
            guard let known = Subject(rawValue: subject) else {
                throw ValidationError("Unknown subject \"\(subject)\": use numbers, vowels, alphabet or syllables.")
            }
            return known
        }
    }

    private func printTable(_ games: [GameResult]) {
        let time = DateFormatter()
        time.dateFormat = "yyyy-MM-dd HH:mm"
        printColumns([["started", "profile", "subject", "mode", "hits", "misses", "length"]] + games.map { game in
            let seconds = max(0, Int(game.ended.timeIntervalSince(game.started).rounded()))
            return [time.string(from: game.started), ProfileText.printable(game.profile), game.subject.rawValue,
                    game.mode.rawValue, String(game.hits), String(game.misses), String(format: "%d:%02d", seconds / 60, seconds % 60)]
        })
    }

    /// What the tables name in words: activities, items and what was done, in English as the rest of the command.
    private static let names = PlayNames(Catalogue.builtIn(Catalogue.reference)!)

    private func printTable(_ done: [ActivityResult]) {
        let time = DateFormatter()
        time.dateFormat = "yyyy-MM-dd HH:mm"
        printColumns([["started", "profile", "activity", "length", "done"]] + done.map { activity in
            let seconds = Int(activity.duration.rounded())
            // Each name escaped, as what the catalogue does not name is shown as stored, perhaps by another program.
            let done = activity.measures.sorted { $0.key < $1.key }.map { name, count in
                ProfileText.shown(Self.names.measure(name, count))
            }
            return [time.string(from: activity.started), ProfileText.printable(activity.profile),
                    ProfileText.shown(Self.names.activity(activity.screen)),
                    String(format: "%d:%02d", seconds / 60, seconds % 60), done.joined(separator: ", ")]
        })
    }

    private func printCSV(_ done: [ActivityResult]) {
        let time = ISO8601DateFormatter()
        printCSV([["started", "ended", "profile", "activity", "done", "id", "kiosk"]] + done.map { activity in
            [time.string(from: activity.started), time.string(from: activity.ended),
             ProfileText.printable(activity.profile), ProfileText.shown(activity.screen),
             Self.measures(activity), activity.id.uuidString, activity.kiosk ?? ""]
        })
    }

    /// "items heard 12; mistakes 1", by name; names escaped, as the store may hold what another program wrote.
    private static func measures(_ activity: ActivityResult) -> String {
        activity.measures.sorted { $0.key < $1.key }.map { "\(ProfileText.shown($0.key)) \($0.value)" }.joined(separator: "; ")
    }

    private func printTable(_ missed: [ItemMisses]) {
        guard !missed.isEmpty else { return print("No missed items.") }
        printColumns([["subject", "item", "missed", "asked", "mean time"]] + missed.map { item in
            [item.subject.rawValue, ProfileText.shown(Self.names.item(item.item, in: item.subject.rawValue)),
             String(item.missed), String(item.asked),
             String(format: "%.1f s", item.meanResponseTime)]
        })
    }

    private func printCSV(_ games: [GameResult]) {
        let time = ISO8601DateFormatter()
        printCSV([["started", "ended", "profile", "subject", "mode", "hits", "misses"]] + games.map { game in
            [time.string(from: game.started), time.string(from: game.ended), ProfileText.printable(game.profile),
             game.subject.rawValue,
             game.mode.rawValue, String(game.hits), String(game.misses)]
        })
    }

    private func printCSV(_ missed: [ItemMisses]) {
        printCSV([["subject", "item", "missed", "asked", "mean_response_seconds"]] + missed.map { item in
            [item.subject.rawValue, item.item, String(item.missed), String(item.asked),
             String(format: "%.3f", item.meanResponseTime)]
        })
    }

    /// Left-aligned columns two spaces apart, the first row as header.
    private func printColumns(_ rows: [[String]]) {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
            print(cells.joined(separator: "  ").trimmingCharacters(in: .whitespaces))
        }
    }

    /// RFC 4180: quote fields holding commas, quotes or line breaks (profile names may).
    private func printCSV(_ rows: [[String]]) {
        for row in rows {
            print(row.map { field in
                field.contains(where: { ",\"\n\r".contains($0) })
                    ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
            }.joined(separator: ","))
        }
    }
}
