@testable import SchoolServer
import XCTest

/// Which language a teacher's report page is in: the address's `lang`, else the server's, else the browser's first one
/// built in, else English.
final class PageLanguageTests: XCTestCase {
    private func language(asked: String? = nil, configured: String? = nil, accepted: String? = nil) throws -> String {
        try PageLanguage.texts(asked: asked, configured: configured, accepted: accepted).language
    }

    func testTheAddressWinsThenTheServerThenTheBrowser() throws {
        XCTAssertEqual(try language(asked: "es", configured: "ca", accepted: "en"), "es")
        XCTAssertEqual(try language(configured: "ca", accepted: "es-ES,es;q=0.9"), "ca")
        XCTAssertEqual(try language(accepted: "es-ES,es;q=0.9,en;q=0.5"), "es")
        XCTAssertEqual(try language(), "en")
        XCTAssertThrowsError(try language(asked: "fr", configured: "ca")) { error in
            XCTAssertEqual("\(error)", "lang=fr is no language of the report: it is written in ca, en, es")
        }
    }

    func testTheBrowsersFirstLanguageBuiltInByWeightThenOrder() {
        XCTAssertEqual(PageLanguage.preferred(in: "fr-FR, fr;q=0.9, ca;q=0.8, es;q=0.8"), "ca")
        XCTAssertEqual(PageLanguage.preferred(in: "en;q=0.3, ES;q=0.7"), "es", "by weight, in any case")
        XCTAssertEqual(PageLanguage.preferred(in: "ca-ES"), "ca", "a region of a language is that language")
        XCTAssertNil(PageLanguage.preferred(in: "ca;q=0, de"), "refused, or none built in")
        XCTAssertNil(PageLanguage.preferred(in: "*"))
        XCTAssertNil(PageLanguage.preferred(in: ",;q=,"))
    }
}
