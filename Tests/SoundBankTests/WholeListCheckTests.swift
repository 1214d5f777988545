import Activities
import TOMLKit
import XCTest
@testable import SoundBank

/// The whole-list checks an overlay leaves for after layering do not keep its manifest alive.
final class WholeListCheckTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    /// The sections whose lists are checked whole: memory cards, count numbers, timer activities and phrase links.
    private static let overlay = """
        fallback = "../ca"
        [memory]
        animals = [{ key = "gat", clip = "gat.wav" }]
        [count]
        numbers = [{ key = "1", clip = "one.wav" }]
        [timer]
        activities = [{ id = "dents", text = "Teeth", clip = "dents.wav" }]
        [phrase]
        subjects = [{ id = "jo", text = "I", clip = "jo.wav", verbs = ["menjo"] }]
        """

    func testAContextWhoseChecksNeverRunIsFreed() throws {
        // A fallback loop, or a failed fallback, leaves an overlay's checks unrun: the context must still go.
        weak var released: ManifestContext?
        do {
            let context = ManifestContext(file: "/nowhere/bank.toml", folder: "/nowhere", text: Self.overlay)
            context.isOverlay = true
            let top = TableReader(try TOMLTable(string: Self.overlay), at: ManifestPath(), in: context, known: nil)
            var bank = Bank(language: "ca", name: "", folder: "/nowhere")
            ManifestParser.decodeGames(top, into: &bank)
            ManifestParser.decodeSections(top, listedAfter: .games, into: &bank)
            ManifestParser.decodeSections(top, listedAfter: .phrase, into: &bank)
            ManifestParser.decodePhrase(top, into: &bank)
            released = context
        }
        XCTAssertNil(released, "a whole-list check holds the context that holds it")
    }

    func testChecksRunOnTheLayeredBankReportInTheirManifest() throws {
        let context = ManifestContext(file: "/nowhere/bank.toml", folder: "/nowhere", text: Self.overlay)
        context.isOverlay = true
        let top = TableReader(try TOMLTable(string: Self.overlay), at: ManifestPath(), in: context, known: nil)
        var bank = Bank(language: "ca", name: "", folder: "/nowhere")
        ManifestParser.decodeGames(top, into: &bank)
        ManifestParser.decodeSections(top, listedAfter: .games, into: &bank)
        let problems = context.wholeListProblems(of: bank)
        XCTAssertEqual(problems.map(\.key), ["memory.animals"])
        XCTAssertEqual(problems.map(\.file), ["/nowhere/bank.toml"])
        XCTAssertEqual(problems.first?.line, 3)
    }
}
