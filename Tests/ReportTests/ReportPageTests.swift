import EducatTestSupport
import Foundation
import Lessons
import Records
@testable import Report
import Texts
import XCTest

/// The page escapes what children's names and items may hold, says so when there is nothing to show, and is written
/// in its catalogue's language with what was played named as a teacher says it.
final class ReportPageTests: XCTestCase {
    private let english = Catalogue.builtIn("en")!
    private let catalan = Catalogue.builtIn("ca")!

    private func child(_ name: String, confusions: [Confusion] = []) -> ChildProgress {
        ChildProgress(profile: name, subjects: [], confusions: confusions, challenges: [], timeOnTask: [],
                      thisWeek: WeekComparison(weekStart: "2026-03-25", rows: []))
    }

    func testNamesAndItemsAreEscaped() {
        let html = ReportPage.html(ProgressReport(since: nil, until: "2026-03-31", children: [
            child("<b>Ona</b> & co", confusions: [Confusion(subject: "alphabet", asked: "<", answered: "\"", count: 2)]),
        ]), texts: english)
        XCTAssertTrue(html.contains("&lt;b&gt;Ona&lt;/b&gt; &amp; co"), html)
        XCTAssertFalse(html.contains("<b>Ona"))
        XCTAssertTrue(html.contains("<th>&lt;</th>"), html)
        XCTAssertTrue(html.contains("Nothing played in this period."))
    }

    func testALittlePracticeIsNeverShownAsNone() {
        let words = ReportPage.Words(english)
        XCTAssertEqual(words.minutes(0), "0")
        XCTAssertEqual(words.minutes(0.09), "<1", "five seconds a week before this one")
        XCTAssertEqual(words.minutes(0.4), "<1")
        XCTAssertEqual(words.minutes(3.4), "3")
        var ona = child("Ona")
        ona.thisWeek.rows = [WeekRow(activity: "numbers/game", minutesThisWeek: 0, minutesPerWeekBefore: 0.0897,
                                     accuracyThisWeek: nil, accuracyBefore: 0.5)]
        ona.timeOnTask = [ActivityTime(activity: "numbers/game", sessions: 1, minutes: 0.0897)]
        let html = ReportPage.html(ProgressReport(since: nil, until: "2026-03-31", children: [ona]), texts: english)
        XCTAssertTrue(html.contains("<td class=\"number\">0</td><td class=\"number\">&lt;1</td>"), html)
        XCTAssertTrue(html.contains("Less than a minute played; 0 answers."), "never '0 minutes played'")
        XCTAssertTrue(html.contains(">&lt;1 min</text>"), "the bar's minutes too")
    }

    /// A share of right answers that is not all of them never reads 100 %, and some never reads 0 %.
    func testAShareNeverRoundsToAllOrNone() {
        let words = ReportPage.Words(catalan)
        XCTAssertEqual(words.percent(0.996), ">99 %")
        XCTAssertEqual(words.percent(0.004), "<1 %")
        XCTAssertEqual(words.percent(1), "100 %")
        XCTAssertEqual(words.percent(0), "0 %")
        XCTAssertEqual(words.percent(0.5), "50 %")
        XCTAssertEqual(ReportPage.Words(english).percent(0.5), "50%")
        XCTAssertEqual(words.tenths(1.5), "1,5", "Catalan writes a decimal comma")
    }

    func testAnEmptyClassSaysSo() {
        XCTAssertTrue(ReportPage.html(ProgressReport(since: "2026-03-01", until: "2026-03-31", children: []), texts: english)
            .contains("No profile to report on."))
        XCTAssertTrue(ReportPage.html(ProgressReport(since: "2026-03-01", until: "2026-03-31", children: []), texts: catalan)
            .contains("No hi ha cap perfil per mostrar."))
    }

    /// A month of play, and an alphabet game of a day with its mix-ups, reported to a Catalan teacher.
    private func catalanPage() throws -> String {
        let month = PlayedMonth()
        let day = PlayedMonth.first + 20 * 86_400
        let alphabet = GameResult(
            profile: "Marta", subject: .alphabet, mode: .game, started: day, ended: day + 30, hits: 1, misses: 2,
            questions: [
                QuestionOutcome(item: "alphabet.b", result: .miss, responseTime: 2, answered: "d"),
                QuestionOutcome(item: "alphabet.e", result: .miss, responseTime: 2, answered: "a"),
                QuestionOutcome(item: "alphabet.e", result: .hit, responseTime: 2, answered: "e"),
            ])
        let report = try ReportBuilder.build(
            store: PlayedResults(games: month.games + [alphabet], activities: month.activities), profiles: ["Marta"],
            until: ReportBuilder.day(named: "2026-04-01"))
        return ReportPage.html(report, texts: catalan)
    }

    func testTheCatalanPageSaysItsHeadingsInCatalan() throws {
        let html = try catalanPage()
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html><html lang=\"ca\">"), String(html.prefix(60)))
        for heading in ["Progrés de Marta", "Respostes encertades per dia", "El que confon més", "Rècords dels reptes",
                        "Temps a cada activitat", "Aquesta setmana (des del 2026-03-25) i abans", "Encerts aquesta setmana"] {
            XCTAssertTrue(html.contains(heading), heading)
        }
        for english in ["Progress", "Mixed up", "This week", "minutes played", "answers"] {
            XCTAssertFalse(html.contains(english), english)
        }
        XCTAssertTrue(html.contains(" respostes, "), "the summary counts answers in Catalan")
    }

    func testTheCatalanPageNamesItemsAndActivitiesAsATeacherSaysThem() throws {
        let html = try catalanPage()
        for name in ["joc dels números", "repte de les vocals", "lliçó de les vocals", "memòria dels animals",
                     "joc de l'abecedari", "<caption>Números</caption>", "<caption>Abecedari</caption>",
                     "<th>el 9</th>", "<th>el 6</th>", "<th>l'1</th>", "<th>la e</th>", "<th>la b</th>", "<th>la d</th>"] {
            XCTAssertTrue(html.contains(name.replacingOccurrences(of: "'", with: "&#39;"))
                          || html.contains(name), name)
        }
        for stored in ["numbers.", "vowels.", "alphabet.", "alphabet/", "vowels/lesson", "numbers game", "memory/animals"] {
            XCTAssertFalse(html.contains(stored), "no stored name: \(stored)")
        }
    }

    func testEachLanguageNamesNumbersLettersWordsAndActivitiesItsOwnWay() {
        let spanish = PlayNames(Catalogue.builtIn("es")!), english = PlayNames(self.english), catalan = PlayNames(catalan)
        XCTAssertEqual(catalan.item("numbers.6", in: "numbers"), "el 6")
        XCTAssertEqual(catalan.item("numbers.1", in: "numbers"), "l'1")
        XCTAssertEqual(catalan.item("vowels.e", in: "vowels"), "la e")
        XCTAssertEqual(spanish.item("numbers.1", in: "numbers"), "el 1")
        XCTAssertEqual(spanish.item("alphabet.e", in: "alphabet"), "la e")
        XCTAssertEqual(english.item("numbers.6", in: "numbers"), "6")
        XCTAssertEqual(english.item("e", in: "vowels"), "e", "a store's bare key reads the same")
        XCTAssertEqual(catalan.item("words.casa", in: "syllables"), "casa")
        XCTAssertEqual(catalan.answer("3", in: "syllables"), "3 síl·labes")
        XCTAssertEqual(english.answer("1", in: "syllables"), "1 syllable")
        XCTAssertEqual(catalan.answer("9", in: "numbers"), "el 9")
        XCTAssertEqual(catalan.activity("alphabet/game"), "joc de l'abecedari")
        XCTAssertEqual(spanish.activity("alphabet/game"), "juego del abecedario")
        XCTAssertEqual(english.activity("alphabet/game"), "alphabet game")
        XCTAssertEqual(catalan.subject("syllables"), "Síl·labes")
        XCTAssertEqual(english.activity("memory/toys"), "memory/toys", "a bank's own category, as stored")
        XCTAssertEqual(english.measure("rhyme_asked", 1), "1 asked")
        XCTAssertEqual(english.measure("items heard", 12), "12 items heard")
        XCTAssertEqual(catalan.measure("pairs found", 1), "1 parella trobada")
        XCTAssertEqual(english.measure("sparkles", 2), "sparkles 2", "a newer educat's measure, as stored")
    }

    /// Every activity a kind records has a name in every language: a screen's path is never what a teacher reads.
    func testEveryScreenThatRecordsPlayHasANameInEveryLanguage() {
        let screens = Subject.allCases.flatMap { subject in Mode.allCases.map { "\(subject.rawValue)/\($0.rawValue)" } }
            + ["memory/animals", "memory/fruits", "memory/vehicles", "memory/plants", "count", "story/book", "story/names",
               "phrase/full", "phrase/quick", "timer", "rhymes"]
        for language in Catalogue.builtInLanguages {
            let names = PlayNames(Catalogue.builtIn(language)!)
            for screen in screens { XCTAssertNotEqual(names.activity(screen), screen, "\(language) \(screen)") }
            for digit in 0...9 { XCTAssertNotEqual(names.item("numbers.\(digit)", in: "numbers"), "numbers.\(digit)") }
        }
    }
}
