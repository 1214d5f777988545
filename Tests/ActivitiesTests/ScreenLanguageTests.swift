@testable import Activities
import AudioEngine
import Conductor
import EducatTestSupport
import Foundation
import Lessons
import SoundBank
@testable import TerminalUI
import Texts
import XCTest

/// Every screen of the menu tree (and the operator menu, records and each kind's screens in their states) drawn in
/// each shipped language shows only words of that language's catalogue, or the bank's own words, digits and glyphs;
/// what the block font draws big is checked as the text it draws.
final class ScreenLanguageTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    private static let sounds = URL(fileURLWithPath: Catalogue.shippedFolder).deletingLastPathComponent()

    /// A wide, tall screen, so the footer keeps every hint and the body every piece.
    private let size = (columns: 220, rows: 60)

    func testEveryScreenInEveryStateShowsOnlyItsLanguagesTexts() throws {
        let languages = CatalogueFile.languages(in: Catalogue.shippedFolder)
        XCTAssertEqual(languages, ["ca", "en", "es"])
        for language in languages {
            let texts = Catalogue.shipped(language)
            XCTAssertEqual(texts.language, language)
            let own = Self.sounds.appendingPathComponent(language).path
            let folder = FileManager.default.fileExists(atPath: own + "/bank.toml") ? own : Self.sounds.appendingPathComponent("ca").path
            let bank = try Bank.load(from: folder)
            let content = BankLibrary(bank: bank, cache: ClipCache()).content
            let allowed = Self.words(of: texts).union(try Self.bankWords(folder)).union(["ona", language])
            var checked = 0
            for frame in frames(content: content, texts: texts) {
                for line in frame.lines {
                    XCTAssertNil(line.range(of: #"\[[a-z_]+\.[a-z_.]+\]"#, options: .regularExpression),
                                 "\(language) \(frame.name): a key name shows: \(line)")
                    for word in Self.tokens(line) where word.count > 1 && !allowed.contains(word.lowercased()) {
                        XCTFail("\(language) \(frame.name): \"\(word)\" is not in locale/\(language).toml: \(line)")
                    }
                }
                checked += 1
            }
            XCTAssertGreaterThan(checked, 200, "\(language): every screen in several states")
        }
    }

    func testTheMainMenuReadsInCatalanWithItsAccentedCapitals() {
        let renderer = ScreenRenderer(columns: 100, rows: 30, colors: false, texts: .shipped("ca"))
        let screen = renderer.plainText(ScreenModel(state: SessionState(screen: .main))).joined(separator: "\n")
        for name in ["MENÚ PRINCIPAL", "NÚMEROS", "LLETRES", "SÍL·LABES", "MEMÒRIA", "RÈCORDS", "Intro obre"] {
            XCTAssertTrue(screen.contains(name), "\(name) in \(screen)")
        }
        XCTAssertFalse(screen.contains("NUMBERS"), screen)
    }

    // MARK: - Frames

    private struct Frame {
        var name: String
        /// The rows as drawn, and the texts drawn big, which the rows show as blocks.
        var lines: [String]
    }

    private static func frame(_ name: String, _ model: ScreenModel, _ renderer: ScreenRenderer) -> Frame {
        let big = ScreenContent(model: model, emoji: renderer.emoji, texts: renderer.texts).pieces.compactMap { piece in
            if case .big(let text, _) = piece { text } else { nil }
        }
        return Frame(name: name, lines: renderer.plainText(model) + big)
    }

    /// Each screen opened, then a run of inputs and passing time, drawn after each step, with the answer's feedback
    /// and the challenge's banners where the screen asks; plus the operator menu and the records with a holder.
    private func frames(content: LessonContent, texts: Catalogue) -> [Frame] {
        let renderer = ScreenRenderer(columns: size.columns, rows: size.rows, colors: false, emoji: true, texts: texts)
        // Right and wrong answers, a wrong count (its hint), a timer set, run and finished, pages, a phrase built, then
        // every memory card twice (mistakes, the game's end).
        let cards = "1234qweradsfzxcv".map { Input.key(String($0)) }
        let inputs: [Input] = [.ask, .key("1"), .key("5"), .key("2"), .key("3"), .repeat, .adjustTime(minutes: 1), .ask,
                               .nextPage, .toggleNarration, .toggleQuestion, .toggleNegation, .key("1"), .toggleCase]
            + cards + cards
        var frames: [Frame] = []
        for screen in Self.allScreens() {
            var navigator = Navigator(content: content, rules: ChallengeRules(), records: Keeper(record: 4), seed: 7)
            _ = navigator.open(screen)
            var time = 0.0
            for (step, input) in ([nil] + inputs.map(Optional.some)).enumerated() {
                if let input { _ = navigator.handle(input, at: time) }
                time += step == 8 ? 4_000 : 3
                _ = navigator.advance(to: time)
                var model = ScreenModel(state: navigator.session?.state ?? SessionState(screen: navigator.screen))
                model.records = [.numbers: 5]
                model.recordHolders = [.numbers: "Ona"]
                model.gamesPlayed = ["count": 1, "memory/animals": 2]
                var variants = [model]
                if Quizzes.plays(on: screen) {
                    for change in [{ (view: inout QuizView) in view.feedback = .right }, { $0.feedback = .wrong(correct: "3") },
                                   { $0.banner = .gameOver(hits: 1) }, { $0.banner = .newRecord(hits: 3) }] {
                        var changed = model
                        change(&changed.state.quiz)
                        variants.append(changed)
                    }
                }
                frames += variants.map { Self.frame("\(screen.path) step \(step)", $0, renderer) }
            }
        }
        var menu = ScreenModel(state: SessionState(screen: .main))
        menu.musicOn = false
        menu.soundProblem = "no server"
        for message in [nil, OperatorMenu.Message("operator.reset_done"), OperatorMenu.Message("operator.reset_failed", ["error": "42"])] {
            var operatorMenu = OperatorMenu(cap: -6)
            operatorMenu.message = message
            menu.operatorMenu = operatorMenu
            frames.append(Self.frame("operator menu", menu, renderer))
        }
        frames += childrenFrames(menu, renderer)
        return frames
    }

    /// The who-is-playing screen (on two pages) and each step of the operator's children: the list, a child's own
    /// list, naming a new child and renaming one, confirming a removal or a return, and what each change says.
    private func childrenFrames(_ main: ScreenModel, _ renderer: ScreenRenderer) -> [Frame] {
        var model = main
        model.operatorMenu = nil
        model.chooser = PlayerChooser(players: Array(repeating: Player(name: "Ona", picture: "🐱"), count: 10))
        model.player = Player(name: "Ona", picture: "🐱")
        var frames = [Self.frame("who is playing", model, renderer)]
        model.chooser = nil
        var menu = OperatorMenu(cap: -6, language: "ca", languages: ["ca", "es"], players: [Player(name: "Ona")])
        let keys: [Key] = [.up, .up, .enter, .enter, .escape, .down, .enter, .escape, .escape, .down, .enter]
        for (step, key) in ([nil] + keys.map(Optional.some)).enumerated() {
            if let key { _ = menu.press(key) }
            model.operatorMenu = menu
            frames.append(Self.frame("operator children step \(step)", model, renderer))
        }
        // A new child's name that a removed child had asks whether to bring them back.
        var returning = OperatorMenu(cap: -6, players: [Player(name: "Ona")])
        returning.removedPlayers = [Player(name: "Pau", picture: "🐶")]
        for key: Key in [.up, .enter, .character("p"), .character("a"), .character("u"), .enter] { _ = returning.press(key) }
        XCTAssertEqual(returning.step, .restoring(Player(name: "Pau", picture: "🐶")))
        model.operatorMenu = returning
        frames.append(Self.frame("operator bring back", model, renderer))
        for key in ["operator.added", "operator.changed", "operator.removed", "operator.restored", "operator.failed"] {
            menu.message = OperatorMenu.Message(key, ["name": "Ona", "error": "42"])
            model.operatorMenu = menu
            frames.append(Self.frame(key, model, renderer))
        }
        return frames
    }

    private static func allScreens() -> [Screen] {
        func walk(_ screen: Screen) -> [Screen] { [screen] + screen.children.flatMap(walk) }
        return walk(.main)
    }

    // MARK: - Words

    private static func tokens(_ text: String) -> [String] {
        text.split { !$0.isLetter }.map(String.init)
    }

    /// Every word of the catalogue's texts, placeholders left out, lower case.
    private static func words(of texts: Catalogue) -> Set<String> {
        let values = texts.entries.values.flatMap { entry -> [String] in
            switch entry {
            case .text(let text): [text]
            case .plural(let forms): Array(forms.values)
            }
        }
        let plain = values.map { $0.replacingOccurrences(of: #"\{[a-z]+\}"#, with: " ", options: .regularExpression) }
        return Set(plain.flatMap(tokens).map { $0.lowercased() })
    }

    /// The words a bank shows of its own (items, words, names, titles): its manifests' quoted texts, not file paths
    /// or cue references, with the manifests of the banks it falls back on.
    private static func bankWords(_ folder: String) throws -> Set<String> {
        var words: Set<String> = []
        var folders = [folder]
        if !folder.hasSuffix("/ca") { folders.append(sounds.appendingPathComponent("ca").path) }
        for folder in folders {
            let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".toml") }
            for file in files {
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                let quoted = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
                    .flatMap { $0.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 } }
                    .map { String($0.element) }
                for value in quoted where !value.contains("/") && !value.contains(":") {
                    words.formUnion(tokens(value).map { $0.lowercased() })
                }
            }
        }
        return words
    }
}
