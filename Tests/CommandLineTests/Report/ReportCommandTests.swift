import EducatTestSupport
import Foundation
import Records
import Report
import Texts
import XCTest

/// `educat report` on a month of play for three children in a real store: its numbers against what was stored, the
/// page self-contained, and screenshots of it at A4 and phone widths.
final class ReportCommandTests: XCTestCase {
    private var folder: URL!
    private var educat: EducatBinary!
    private let month = PlayedMonth()
    private var store: String { folder.appendingPathComponent("records.sqlite").path }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        educat = try EducatBinary(scratch: folder, environment: ["XDG_CONFIG_HOME": folder.path, "HOME": folder.path])
        try month.store(into: RecordStore.open(at: store).store)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func report(_ arguments: String...) throws -> ProgressReport {
        try report(arguments: arguments)
    }

    private func report(arguments: [String]) throws -> ProgressReport {
        let run = try educat.run(arguments: ["report", "--json", "--store", store] + arguments)
        XCTAssertEqual(run.status, 0, run.errors)
        return try JSONDecoder().decode(ProgressReport.self, from: Data(run.output.utf8))
    }

    func testTheJSONNumbersAreThoseOfTheGamesAndActivitiesStored() throws {
        let report = try report("--all", "--since", "2026-03-01", "--until", "2026-03-31")
        XCTAssertEqual(report.children.map(\.profile), ["Marta", "Nil", "Pau"])
        XCTAssertEqual(report.until, "2026-03-31")
        for child in report.children {
            let games = month.games.filter { $0.profile == child.profile }
            let numbers = try XCTUnwrap(child.subjects.first { $0.subject == "numbers" })
            XCTAssertEqual(numbers.days.count, games.filter { $0.subject == .numbers }.count, "one game a day played")
            XCTAssertEqual(numbers.days.map(\.answers).reduce(0, +), 10 * numbers.days.count)
            let right = games.filter { $0.subject == .numbers }.flatMap(\.questions).filter { $0.result == .hit }.count
            XCTAssertEqual(numbers.days.map(\.right).reduce(0, +), right)
            for day in numbers.days {
                XCTAssertEqual(day.accuracy, Double(day.right) / Double(day.answers), accuracy: 1e-9)
            }

            let sixForNine = games.flatMap(\.questions).filter { $0.item == "numbers.9" && $0.answered == "6" }.count
            XCTAssertGreaterThan(sixForNine, 0, "the month has 6 pressed for 9")
            XCTAssertEqual(child.confusions.first { $0.asked == "numbers.9" && $0.answered == "6" }?.count, sixForNine)
            XCTAssertEqual(child.confusions.map(\.count).reduce(0, +),
                           games.flatMap(\.questions).filter { $0.result == .miss }.count, "every wrong key is a mix-up")

            let challenges = games.filter { $0.mode == .challenge }
            XCTAssertEqual(child.challenges.map(\.score), challenges.map(\.hits))
            XCTAssertEqual(child.challenges.last?.record, challenges.map(\.hits).max())

            let lessons = month.activities.filter { $0.profile == child.profile && $0.screen == "vowels/lesson" }
            let lessonTime = try XCTUnwrap(child.timeOnTask.first { $0.activity == "vowels/lesson" })
            XCTAssertEqual(lessonTime.sessions, lessons.count)
            XCTAssertEqual(lessonTime.minutes, lessons.map(\.duration).reduce(0, +) / 60, accuracy: 1e-6)
            let memory = try XCTUnwrap(child.timeOnTask.first { $0.activity == "memory/animals" })
            XCTAssertEqual(memory.minutes, Double(memory.sessions) * 2, accuracy: 1e-6, "two minutes each")
        }
    }

    func testARemovedChildStaysInTheClassReportUntilPurged() throws {
        let march = ["--all", "--since", "2026-03-01", "--until", "2026-03-31"]
        try RecordStore.open(at: store).store.removeProfile("Nil")
        XCTAssertEqual(try report(arguments: march).children.map(\.profile), ["Marta", "Nil", "Pau"])
        try RecordStore.open(at: store).store.purgeProfile("Nil")
        XCTAssertEqual(try report(arguments: march).children.map(\.profile), ["Marta", "Pau"])
    }

    func testSinceUntilAndProfileNarrowTheReport() throws {
        let week = try report("--profile", "Pau", "--since", "2026-03-10", "--until", "2026-03-16")
        XCTAssertEqual(week.children.map(\.profile), ["Pau"])
        let stored = month.games.filter {
            $0.profile == "Pau" && $0.subject == .numbers && $0.started >= PlayedMonth.first + 9 * 86_400
                && $0.started < PlayedMonth.first + 16 * 86_400
        }
        XCTAssertEqual(week.children[0].subjects.first?.days.map(\.day).count, stored.count)
        XCTAssertEqual(week.children[0].thisWeek.weekStart, "2026-03-10")
        let lesson = try XCTUnwrap(week.children[0].thisWeek.rows.first { $0.activity == "numbers/game" })
        XCTAssertEqual(lesson.minutesPerWeekBefore, 0, "nothing before --since counts")
        XCTAssertEqual(lesson.minutesThisWeek, Double(stored.count) * 40 / 60, accuracy: 1e-6)
    }

    func testThePageIsSelfContainedWithChartsAndTheConfusionGrid() throws {
        let page = folder.appendingPathComponent("report.html")
        let run = try educat.run("report", "--all", "--until", "2026-03-31", "--store", store, "-o", page.path,
                                 "--language", "en")
        XCTAssertEqual(run.status, 0, run.errors)
        let html = try String(contentsOf: page, encoding: .utf8)
        for name in PlayedMonth.children { XCTAssertTrue(html.contains("<h2>\(name)</h2>"), name) }
        XCTAssertFalse(html.contains("<script"), "no script")
        XCTAssertFalse(html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http"),
                       "nothing fetched from the network")
        XCTAssertEqual(html.components(separatedBy: "<svg").count - 1, 3 * 4, "accuracy, time, records, activities")
        XCTAssertEqual(html.components(separatedBy: "<table class=\"confusion\"").count - 1, 6,
                       "numbers and vowels for each child")
        let marta = try XCTUnwrap(report("--all", "--until", "2026-03-31").children.first)
        let most = try XCTUnwrap(marta.confusions.first)
        let martaSection = try XCTUnwrap(html.components(separatedBy: "<h2>").dropFirst().first)
        // Named in words: the subject, the item asked (stored as `numbers.3`) and the key pressed.
        let names = PlayNames(Catalogue.builtIn("en")!)
        XCTAssertTrue(most.asked.hasPrefix("\(most.subject).") && !names.item(most.asked, in: most.subject).contains("."))
        let grid = try XCTUnwrap(martaSection.components(separatedBy: "<table class=\"confusion\">").first {
            $0.hasPrefix("<caption>\(names.subject(most.subject))</caption>")
        })
        let header = cells(grid.components(separatedBy: "</thead>")[0], tag: "th")
        let row = try XCTUnwrap(grid.components(separatedBy: "<tr><th>\(names.item(most.asked, in: most.subject))</th>")
            .dropFirst().first)
        let counts = cells(row.components(separatedBy: "</tr>")[0], tag: "td")
        let column = try XCTUnwrap(header.firstIndex(of: names.answer(most.answered, in: most.subject)))
        XCTAssertEqual(counts[column - 1], String(most.count), "Marta's most frequent mix-up, in its cell")
    }

    /// The page is in the kiosk's language, as its screens: `kiosk.language` where the configuration sets it, else the
    /// one the operator kept, else the bank's; `--language` names another, and one without a catalogue is an error.
    func testThePageIsInTheKiosksLanguageUnlessAnotherIsAsked() throws {
        func page(_ arguments: String...) throws -> String {
            let page = folder.appendingPathComponent("report.html")
            let run = try educat.run(arguments: ["report", "--until", "2026-03-31", "--store", store, "-o", page.path] + arguments)
            XCTAssertEqual(run.status, 0, run.errors)
            return try String(contentsOf: page, encoding: .utf8)
        }
        let bank = try page()
        XCTAssertTrue(bank.contains("<html lang=\"ca\">"), "the bundled bank's language")
        XCTAssertTrue(bank.contains("Progrés de la classe") && bank.contains("joc dels números") && bank.contains("<th>el 9</th>"))
        XCTAssertTrue(try page("--language", "es").contains("<html lang=\"es\">"))
        try RecordStore.open(at: store).store.set(.language, to: "en")
        XCTAssertTrue(try page().contains("<html lang=\"en\">"), "the language the operator chose")
        let config = folder.appendingPathComponent("spanish.toml")
        try "[kiosk]\nlanguage = \"es\"\n".write(to: config, atomically: true, encoding: .utf8)
        let spanish = try page("--config", config.path)
        XCTAssertTrue(spanish.contains("<html lang=\"es\">") && spanish.contains("Progreso de la clase"), "the configured one")

        let french = try educat.run("report", "--store", store, "--language", "fr")
        XCTAssertEqual(french.status, 1)
        XCTAssertTrue(french.errors.contains("--language fr: there is no catalogue of it; the report can be in ca, en, es"),
                      french.errors)
        XCTAssertEqual(try educat.run("report", "--store", store, "--language", "../ca").status, 64)
    }

    /// The rules that keep the page within a phone's 390 px and an A4 column: charts scale with the column, no fixed
    /// width in the stylesheet, confusion grids of at most nine columns.
    func testTheReportIsNeverWrittenOverTheStoreOrAnyOtherStore() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        let link = folder.appendingPathComponent("link.html").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: store)
        let copy = folder.appendingPathComponent("other.sqlite").path
        try FileManager.default.copyItem(atPath: store, toPath: copy)
        for target in [store, link, copy] {
            let run = try educat.run("report", "--all", "--store", store, "-o", target)
            XCTAssertEqual(run.status, 1, target)
            XCTAssertTrue(run.errors.contains("\(target): is "), run.errors)
            XCTAssertTrue(run.errors.contains("name another file to write"), run.errors)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: store)), before, "every record is still there")
        XCTAssertEqual(try educat.run("report", "--json", "--all", "--store", store).status, 0)
    }

    /// A file that cannot be written says why, in the system's words: not "the file doesn't exist" for /proc/version.
    func testAFileThatCannotBeWrittenSaysWhy() throws {
        let cases = [
            ("/proc/version", "/proc/version: cannot be written (a file cannot be made in its folder /proc: "),
            (folder.appendingPathComponent("nowhere/page.html").path, "cannot be written (its folder \(folder.path)/nowhere does not exist)"),
        ]
        for (target, said) in cases {
            let run = try educat.run("report", "--all", "--store", store, "-o", target)
            XCTAssertEqual(run.status, 1, target)
            XCTAssertTrue(run.errors.contains(said), run.errors)
            XCTAssertFalse(run.errors.contains("doesn’t exist") || run.errors.contains("doesn't exist"), run.errors)
        }
    }

    func testThePageKeepsToLayoutRulesThatFitAPhone() throws {
        let page = folder.appendingPathComponent("report.html")
        XCTAssertEqual(try educat.run("report", "--until", "2026-03-31", "--store", store, "-o", page.path).status, 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        let css = try XCTUnwrap(html.components(separatedBy: "<style>").dropFirst().first?.components(separatedBy: "</style>").first)
        XCTAssertTrue(css.contains("svg.chart { display: block; width: 100%; height: auto; }"), css)
        XCTAssertTrue(css.contains("max-width: 186mm"), "an A4 column less its margins")
        let pixels = css.components(separatedBy: "px").dropLast().compactMap { Int(String($0.reversed().prefix { $0.isNumber }.reversed())) }
        XCTAssertFalse(pixels.isEmpty)
        XCTAssertLessThanOrEqual(pixels.max() ?? 0, 30, "only paddings, margins and type sizes are in px, never a width")
        let svgs = html.components(separatedBy: "<svg").dropFirst()
        XCTAssertEqual(svgs.filter { $0.contains(" viewBox=\"0 0 600 ") && $0.contains("class=\"chart\"") }.count, svgs.count,
                       "every chart is scaled by its viewBox")
        for row in html.components(separatedBy: "<table class=\"confusion\">").dropFirst()
            .flatMap({ $0.components(separatedBy: "</table>")[0].components(separatedBy: "<tr>").dropFirst() }) {
            XCTAssertLessThanOrEqual(cells(row, tag: "td").count + cells(row, tag: "th").count, 9, row)
        }
    }

    /// The texts of the `tag` cells in `html`, in order.
    private func cells(_ html: String, tag: String) -> [String] {
        html.components(separatedBy: "<\(tag)").dropFirst().filter { $0.first == ">" || $0.first == " " }.map { cell in
            let text = cell.drop { $0 != ">" }.dropFirst()
            return String(text.prefix { $0 != "<" })
        }
    }

    func testScreenshotsAreTakenAtA4AndPhoneWidths() throws {
        guard let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: {
            FileManager.default.isExecutableFile(atPath: $0)
        }) else { throw XCTSkip("chromium is not installed (make deps installs it)") }
        let page = folder.appendingPathComponent("report.html")
        XCTAssertEqual(try educat.run("report", "--profile", "Marta", "--until", "2026-03-31", "--store", store,
                                      "-o", page.path).status, 0)
        for (name, width, height) in [("a4", 794, 1123), ("phone", 390, 2400)] {
            let shot = folder.appendingPathComponent("\(name).png")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: chromium)
            process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                 "--screenshot=\(shot.path)", "--window-size=\(width),\(height)", page.absoluteString]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, name)
            let png = try Data(contentsOf: shot)
            XCTAssertEqual(png.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]), "\(name) is a PNG")
            // The PNG header's width and height: chromium drew the page at the size asked.
            XCTAssertEqual(png[16..<20].reduce(0) { $0 << 8 | Int($1) }, width, name)
            XCTAssertEqual(png[20..<24].reduce(0) { $0 << 8 | Int($1) }, height, name)
            if let keep = ProcessInfo.processInfo.environment["EDUCAT_TEST_REPORT_SCREENSHOTS"] {
                try? FileManager.default.removeItem(atPath: "\(keep)/\(name).png")
                try FileManager.default.copyItem(atPath: shot.path, toPath: "\(keep)/\(name).png")
            }
        }
    }
}
