import Activities
import AudioEngine
import EducatTestSupport
import Foundation
import SoundBank
import TerminalUI
import Texts
import XCTest

/// The story book's spoken help tells what its footer offers: that the digits play the page's sounds, in every
/// language, each said in its own bank's voice from its current text.
final class StoryHelpTests: XCTestCase {
    private static let sounds = URL(fileURLWithPath: Catalogue.shippedFolder).deletingLastPathComponent()

    /// The word each language calls the digit keys by in its help.
    private static let digits = ["ca": "números", "es": "números", "en": "numbers"]

    override func setUp() { ActivityList.register() }

    func testTheBookHelpSaysTheDigitsPlayThePagesSoundsInEachLanguage() throws {
        for language in ["ca", "es", "en"] {
            let folder = Self.sounds.appendingPathComponent(language).path
            let bank = try Bank.load(from: folder)
            let help = try XCTUnwrap(bank.help[.storyBook], language)
            let text = try XCTUnwrap(help.text, language).lowercased()
            // The footer's "1-9" hint names the action with the catalogue's word; the help uses the same one.
            let sounds = Catalogue.shipped(language).text("hint.sounds")
            XCTAssertTrue(text.contains(try XCTUnwrap(Self.digits[language])) && text.contains(" \(sounds) "),
                          "\(language): \"\(text)\" says the digits play the \(sounds)")
            XCTAssertTrue(help.path.hasPrefix(folder + "/"), "\(language): said by its own bank, not the fallback's: \(help.path)")

            // Said from this text: as long for its letters as the bank's other help clips are for theirs.
            let rates = try bank.help.values.compactMap { clip -> Double? in
                guard let said = clip.text else { return nil }
                return try SoundFile.read(clip.path).duration / Double(said.count)
            }.sorted()
            let median = rates[rates.count / 2]
            let rate = try SoundFile.read(help.path).duration / Double(text.count)
            XCTAssertEqual(rate, median, accuracy: median * 0.2, "\(language): the clip says the whole text (\(rates))")
        }
    }
}
