import Activities
import EducatTestSupport
import Foundation
import Lessons
import TerminalUI
import Texts
import WindowUI
import XCTest

/// Screens drawn in pixels, offscreen: the same frame content the terminal draws in cells, compared with the images
/// that were looked at and kept (`Golden/`), with a tolerance for a different machine's anti-aliasing.
final class WindowScreenTests: XCTestCase {
    override func setUp() { ActivityList.register() }

    private static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// The main menu in English, the memory tile showing a played game, as a child first sees it.
    private func mainMenu() -> FrameContent {
        var model = ScreenModel(state: SessionState(screen: .main))
        model.gamesPlayed = ["memory/animals": 3]
        return FrameContent(model: model, emoji: true, texts: .english)
    }

    /// Compares `image` with the kept `name`.png; with `EDUCAT_UPDATE_GOLDEN` set, keeps `image` as it instead.
    private func assertMatchesGolden(_ image: ScreenImage, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = Self.golden.appendingPathComponent(name + ".png").path
        if ProcessInfo.processInfo.environment["EDUCAT_UPDATE_GOLDEN"] != nil {
            try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
            try image.writePNG(to: path)
        }
        let kept = try XCTUnwrap(ScreenImage(png: path), "no golden image \(path)", file: file, line: line)
        let difference = try XCTUnwrap(image.difference(from: kept), "the sizes differ", file: file, line: line)
        if difference >= 0.01 {
            let drawn = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-drawn.png").path
            try image.writePNG(to: drawn)
            XCTFail("\(name) differs from its golden image by \(difference); drawn now: \(drawn)", file: file, line: line)
        }
    }

    func testTheMainMenuAtTheTouchDisplaysSizeAndFullHDMatchesWhatWasLookedAt() throws {
        for (width, height) in [(800, 480), (1920, 1080)] {
            try assertMatchesGolden(try ScreenImage(mainMenu(), width: width, height: height), "main-en-\(width)x\(height)")
        }
    }

    func testEveryTileAndButtonIsATargetASixthOfTheWindowWideInsideItAndApartFromTheOthers() throws {
        for (width, height) in [(800, 480), (480, 800), (1920, 1080), (3840, 2160)] {
            let image = try ScreenImage(mainMenu(), width: width, height: height)
            let targets = image.targets
            let tiles = targets.filter { if case .character(let digit) = $0.key { digit.isNumber } else { false } }
            XCTAssertEqual(tiles.map(\.key), "1234567890".map(Key.character), "\(width)×\(height)")
            XCTAssertEqual(targets.filter { !tiles.contains($0) }.map(\.key),
                           [.character("m"), .character("-"), .character("+"), .escape, .character("?")],
                           "music and volume are the title bar's buttons, back and help the foot's, \(width)×\(height)")
            // The grown-ups' buttons in the title bar may be smaller: a child needs none of them.
            let grownUps: Set<Key> = [.character("m"), .character("-"), .character("+")]
            for target in targets where !grownUps.contains(target.key) {
                XCTAssertGreaterThanOrEqual(target.rect.width, Double(width) / 6 - 0.5, "\(width)×\(height) \(target.key)")
                XCTAssertTrue(target.rect.x >= 0 && target.rect.y >= 0 && target.rect.x + target.rect.width <= Double(width)
                              && target.rect.y + target.rect.height <= Double(height), "\(width)×\(height) \(target.key) outside")
            }
            for (index, one) in targets.enumerated() {
                for other in targets[(index + 1)...] {
                    let apart = one.rect.x + one.rect.width <= other.rect.x || other.rect.x + other.rect.width <= one.rect.x
                        || one.rect.y + one.rect.height <= other.rect.y || other.rect.y + other.rect.height <= one.rect.y
                    XCTAssertTrue(apart, "\(width)×\(height): tiles \(one.key) and \(other.key) overlap")
                }
            }
        }
    }

    func testWhoIsPlayingShowsEachChildsPictureBigOnATileToTap() throws {
        var model = ScreenModel(state: SessionState(screen: .main))
        model.chooser = PlayerChooser(players: [Player(name: "Anna", picture: "🐱"), Player(name: "Biel", picture: "🚀")])
        let content = FrameContent(model: model, emoji: true, texts: .english)
        guard case .tiles(let tiles, _)? = content.pieces.first(where: { if case .tiles = $0 { true } else { false } }) else {
            return XCTFail("the children are tiles: \(content.pieces)")
        }
        XCTAssertEqual(tiles.map(\.picture), ["🐱", "🚀"])
        let image = try ScreenImage(content, width: 800, height: 480)
        let keys = image.targets.map(\.key)
        XCTAssertTrue(keys.contains(.character("1")) && keys.contains(.character("2")), "each child is a tap: \(keys)")
    }

    /// The screens the kiosk's loop draws over the lessons (`render --screens` draws only what a script plays): who is
    /// playing, the main menu offering the next child the kiosk, and the operator's menu, in each language, at the
    /// touch display's size and at full HD.
    func testWhoIsPlayingTheHandOverAndTheOperatorMenuInEachLanguageMatchWhatWasLookedAt() throws {
        let children = [Player(name: "Anna", picture: "🐱"), Player(name: "Biel", picture: "🚀"), Player(name: "Ona", picture: "🦊")]
        for language in ["ca", "es", "en"] {
            let texts = Catalogue.shipped(language)
            var players = ScreenModel(state: SessionState(screen: .main))
            players.chooser = PlayerChooser(players: children)
            var main = ScreenModel(state: SessionState(screen: .main))
            main.player = children[2]
            main.handsOver = true
            var operatorMenu = main
            var menu = OperatorMenu(cap: -9, language: language, languages: ["ca", "en", "es"], players: children)
            _ = menu.press(.up)
            operatorMenu.operatorMenu = menu
            operatorMenu.status = "sync: the school server could not be reached; results stay on this machine"
            for (width, height) in [(800, 480), (1920, 1080)] {
                for (name, model) in [("players", players), ("main-hand-over", main), ("operator", operatorMenu)] {
                    let image = try ScreenImage(FrameContent(model: model, emoji: true, texts: texts), width: width, height: height)
                    try assertMatchesGolden(image, "\(name)-\(language)-\(width)x\(height)")
                    if name == "main-hand-over" {
                        let button = try XCTUnwrap(image.targets.first { $0.key == .character("p") }, "a button hands the kiosk over")
                        XCTAssertGreaterThanOrEqual(button.rect.width, Double(width) / 6 - 0.5)
                    }
                }
            }
        }
    }

    /// A challenge's clock drains as a bar and the timer's disc empties: the coloured part shrinks with the time left.
    func testTheClocksBarDrainsAndTheTimersDiscEmptiesWithTheTimeLeft() throws {
        var content = mainMenu()
        func coloured(_ piece: Piece) throws -> Int {
            content.pieces = [piece]
            let image = try ScreenImage(content, width: 800, height: 480)
            let pixels = image.pixels
            var count = 0
            for index in stride(from: 0, to: pixels.count, by: 3) {
                let (red, green) = (Int(pixels[index]), Int(pixels[index + 1]))
                // The good green, not the page, the track, the bars or the ink.
                if green > red + 60, green > 90 { count += 1 }
            }
            return count
        }
        for shape in [Piece.GaugeShape.bar, .disc] {
            let full = try coloured(.gauge(left: 1, shape: shape, text: "9", .good))
            let half = try coloured(.gauge(left: 0.5, shape: shape, text: "9", .good))
            let none = try coloured(.gauge(left: 0, shape: shape, text: "", .good))
            XCTAssertGreaterThan(full, 1_000, "\(shape)")
            XCTAssertEqual(Double(half) / Double(full), 0.5, accuracy: 0.12, "\(shape): half the time, half the colour")
            XCTAssertLessThan(none, full / 20, "\(shape): no time, no colour")
        }
    }

    /// A story page's words with the one being said marked, and none marked between words.
    func testTheWordBeingSaidIsMarkedOnTheStoryPage() throws {
        var content = mainMenu()
        func marked(_ highlighted: Int?) throws -> Int {
            content.pieces = [.words(["Once", "upon", "a", "time"], highlighted: highlighted)]
            let pixels = try ScreenImage(content, width: 800, height: 480).pixels
            var count = 0
            for index in stride(from: 0, to: pixels.count, by: 3)
            where pixels[index] > 240 && pixels[index + 1] > 200 && pixels[index + 1] < 225 && pixels[index + 2] < 100 {
                count += 1
            }
            return count
        }
        XCTAssertEqual(try marked(nil), 0)
        let short = try marked(2), long = try marked(1)
        XCTAssertGreaterThan(short, 200, "the marked word's background")
        XCTAssertGreaterThan(long, short, "'upon' is marked wider than 'a'")
    }

    /// A right answer flies stars out over a green frame; a wrong one shakes the body inside a red frame; both are
    /// gone when the animation ends.
    func testARightAnswerSendsStarsAndAWrongOneShakesTheBody() throws {
        var content = mainMenu()
        let still = try ScreenImage(content, width: 800, height: 480)
        for (name, reaction) in [("right", ScreenModel.Reaction(right: true, progress: 0.3)), ("wrong", .init(right: false, progress: 0.1))] {
            content.reaction = reaction
            let image = try ScreenImage(content, width: 800, height: 480)
            try assertMatchesGolden(image, "answer-\(name)-800x480")
            XCTAssertGreaterThan(image.difference(from: still) ?? 0, 0.01, "\(name): something moves")
        }
        let shaken = try XCTUnwrap(ScreenImage(content, width: 800, height: 480).targets.first { $0.key == .character("1") })
        let steady = try XCTUnwrap(still.targets.first { $0.key == .character("1") })
        XCTAssertNotEqual(shaken.rect.x, steady.rect.x, "a wrong answer moves the tiles aside")
        content.reaction = nil
        XCTAssertEqual(try ScreenImage(content, width: 800, height: 480).difference(from: still), 0, "over: as before")
    }

    /// A bank's picture file, PNG or SVG, drawn big in its place; one that cannot be drawn leaves the emoji there.
    func testAWordsPictureFileIsDrawnAndAFileThatIsNoPictureLeavesTheEmoji() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("educat-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 2×2 red PNG, a red SVG, and a PNG that is not one.
        let files = [
            "red.png": Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==")!,
            "red.svg": Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="#f00"/></svg>"##.utf8),
            "broken.png": Data("no picture".utf8),
        ]
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        var content = mainMenu()
        func red(_ name: String) throws -> Int {
            content.pieces = [.image(file: folder.appendingPathComponent(name).path, alt: "🚲")]
            let pixels = try ScreenImage(content, width: 800, height: 480).pixels
            var count = 0
            for index in stride(from: 0, to: pixels.count, by: 3) where pixels[index] > 230 && pixels[index + 1] < 30 {
                count += 1
            }
            return count
        }
        XCTAssertGreaterThan(try red("red.png"), 100 * 100, "the PNG, big")
        XCTAssertGreaterThan(try red("red.svg"), 100 * 100, "the SVG, big")
        XCTAssertLessThan(try red("broken.png"), 2_000, "the emoji instead")
    }

    func testAPictureIsDrawnInColour() throws {
        // The Noto colour emoji on a tile: some pixel of it is neither grey nor the palette's blue ink.
        let image = try ScreenImage(mainMenu(), width: 800, height: 480)
        let pixels = image.pixels
        let tile = try XCTUnwrap(image.targets.first { $0.key == .character("4") }, "the memory tile")
        var coloured = 0
        for y in Int(tile.rect.y)..<Int(tile.rect.y + tile.rect.height) {
            for x in Int(tile.rect.x)..<Int(tile.rect.x + tile.rect.width) {
                let index = (y * image.width + x) * 3
                let (red, green, blue) = (Int(pixels[index]), Int(pixels[index + 1]), Int(pixels[index + 2]))
                if max(red, green, blue) - min(red, green, blue) > 80, !(blue > red && blue > green) { coloured += 1 }
            }
        }
        XCTAssertGreaterThan(coloured, 50, "the memory tile's picture is not in colour")
    }
}
