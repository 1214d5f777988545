import TerminalUI
import XCTest

/// Whether screens fit any terminal: every size from nothing to a big window.
public enum ScreenFit {
    /// The sizes tried, as (columns, rows): the classic terminal, nothing, one cell, narrow and short, and big.
    public static let sizes = [(80, 24), (0, 0), (1, 1), (10, 3), (20, 5), (40, 12), (200, 60)]

    /// Asserts that each of `models`, drawn in colour with emoji at every size, has one line per row (none without
    /// columns) and no line wider than the columns, and that drawing it does not crash.
    public static func assertFits(_ models: [ScreenModel], file: StaticString = #filePath, line: UInt = #line) {
        for (columns, rows) in sizes {
            let renderer = ScreenRenderer(columns: columns, rows: rows, colors: true, emoji: true, texts: .english)
            for model in models {
                let label = "\(model.state.screen) \(columns)x\(rows)"
                let lines = renderer.plainText(model)
                XCTAssertEqual(lines.count, columns > 0 ? rows : 0, label, file: file, line: line)
                for text in lines { XCTAssertLessThanOrEqual(TextWidth.of(text), columns, label, file: file, line: line) }
            }
        }
    }
}
