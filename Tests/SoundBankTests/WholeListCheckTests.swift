import Activities
import TOMLGuard
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

    /// The overlay read as an overlay, its whole-list checks left for `context` to run.
    private static func readOverlay() throws -> (context: ManifestContext, bank: Bank) {
        let document = try TOMLDocument(overlay)
        let context = ManifestContext(file: "/nowhere/bank.toml", folder: "/nowhere", text: overlay, document: document)
        context.isOverlay = true
        let top = TableReader(document.table, at: ManifestPath(), in: context, known: nil)
        var bank = Bank(language: "ca", name: "", folder: "/nowhere")
        ManifestParser.decodeGames(top, into: &bank)
        ManifestParser.decodeSections(top, listedAfter: .games, into: &bank)
        return (context, bank)
    }

    func testAContextWhoseChecksNeverRunIsFreed() throws {
        // A fallback loop, or a failed fallback, leaves an overlay's checks unrun: the context must still go.
        weak var released: ManifestContext?
        do {
            released = try Self.readOverlay().context
        }
        XCTAssertNil(released, "a whole-list check holds the context that holds it")
    }

    func testChecksRunOnTheLayeredBankReportInTheirManifest() throws {
        let (context, bank) = try Self.readOverlay()
        let problems = context.wholeListProblems(of: bank)
        // The phrase builder's section is read with the kinds listed after `[games]` since it moved to its folder.
        XCTAssertEqual(problems.map(\.key), ["memory.animals", "phrase.subjects.jo.verbs"])
        XCTAssertEqual(problems.map(\.file), ["/nowhere/bank.toml", "/nowhere/bank.toml"])
        XCTAssertEqual(problems.map(\.line), [3, 9], "each at its entry's line, not its section's")
    }
}
