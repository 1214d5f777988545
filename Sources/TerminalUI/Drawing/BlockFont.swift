import Foundation

/// Big glyphs for pre-readers: 5 rows of full blocks for 0–9, A–Z, a–z and a few signs, so a child sees
/// them from a metre away on any terminal, the bare Linux console included.
public enum BlockFont {
    /// Rows of one glyph at scale 1.
    public static let height = 5

    /// The glyph's rows for `character` (accents dropped: `à` draws as `a`); nil when the font lacks it.
    public static func glyph(_ character: Character) -> [String]? {
        if let rows = glyphs[character] { return rows.map { $0.replacingOccurrences(of: "#", with: "█") } }
        let plain = String(character).folding(options: .diacriticInsensitive, locale: nil)
        guard plain.count == 1, let base = plain.first, base != character else { return nil }
        return glyph(base)
    }

    /// `text` as `height × scale` rows, each pixel `scale` cells wide and tall, one blank column between glyphs;
    /// nil when a character has no glyph.
    public static func render(_ text: String, scale: Int = 1) -> [String]? {
        var rows = [String](repeating: "", count: height)
        for (index, character) in text.enumerated() {
            guard let glyph = glyph(character) else { return nil }
            for row in 0..<height { rows[row] += (index > 0 ? " " : "") + glyph[row] }
        }
        guard scale > 1 else { return rows }
        return rows.flatMap { row in
            let wide = String(row.flatMap { String(repeating: $0, count: scale) })
            return [String](repeating: wide, count: scale)
        }
    }

    /// Columns `text` takes at `scale`, or nil when a character has no glyph.
    public static func width(of text: String, scale: Int = 1) -> Int? {
        render(text)?.first.map { $0.count * scale }
    }

    /// Every character the font draws directly.
    public static var characters: Set<Character> { Set(glyphs.keys) }

    private static let glyphs: [Character: [String]] = {
        var table: [Character: [String]] = [:]
        for (characters, glyphRows) in [(digits, digitRows), (upper, upperRows), (lower, lowerRows), (signs, signRows)] {
            for (character, rows) in zip(characters, glyphRows) { table[character] = rows }
        }
        return table
    }()

    private static let digits = "0123456789"
    private static let digitRows: [[String]] = [
        [" ### ", "#   #", "#   #", "#   #", " ### "], ["  #  ", " ##  ", "  #  ", "  #  ", " ### "],
        [" ### ", "#   #", "  ## ", " #   ", "#####"], ["#### ", "    #", " ### ", "    #", "#### "],
        ["#   #", "#   #", "#####", "    #", "    #"], ["#####", "#    ", "#### ", "    #", "#### "],
        [" ### ", "#    ", "#### ", "#   #", " ### "], ["#####", "    #", "   # ", "  #  ", "  #  "],
        [" ### ", "#   #", " ### ", "#   #", " ### "], [" ### ", "#   #", " ####", "    #", " ### "],
    ]

    private static let upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    private static let upperRows: [[String]] = [
        [" ### ", "#   #", "#####", "#   #", "#   #"], ["#### ", "#   #", "#### ", "#   #", "#### "],
        [" ####", "#    ", "#    ", "#    ", " ####"], ["#### ", "#   #", "#   #", "#   #", "#### "],
        ["#####", "#    ", "#### ", "#    ", "#####"], ["#####", "#    ", "#### ", "#    ", "#    "],
        [" ####", "#    ", "#  ##", "#   #", " ####"], ["#   #", "#   #", "#####", "#   #", "#   #"],
        ["###", " # ", " # ", " # ", "###"], ["  ###", "   # ", "   # ", "#  # ", " ##  "],
        ["#   #", "#  # ", "###  ", "#  # ", "#   #"], ["#    ", "#    ", "#    ", "#    ", "#####"],
        ["#   #", "## ##", "# # #", "#   #", "#   #"], ["#   #", "##  #", "# # #", "#  ##", "#   #"],
        [" ### ", "#   #", "#   #", "#   #", " ### "], ["#### ", "#   #", "#### ", "#    ", "#    "],
        [" ### ", "#   #", "# # #", "#  # ", " ## #"], ["#### ", "#   #", "#### ", "#  # ", "#   #"],
        [" ####", "#    ", " ### ", "    #", "#### "], ["#####", "  #  ", "  #  ", "  #  ", "  #  "],
        ["#   #", "#   #", "#   #", "#   #", " ### "], ["#   #", "#   #", "#   #", " # # ", "  #  "],
        ["#   #", "#   #", "# # #", "## ##", "#   #"], ["#   #", " # # ", "  #  ", " # # ", "#   #"],
        ["#   #", " # # ", "  #  ", "  #  ", "  #  "], ["#####", "   # ", "  #  ", " #   ", "#####"],
    ]

    // Lower case: an ascender row, then four rows of body with descenders tucked into the last.
    private static let lower = "abcdefghijklmnopqrstuvwxyz"
    private static let lowerRows: [[String]] = [
        ["    ", " ###", "#  #", "#  #", " ###"], ["#   ", "#   ", "### ", "#  #", "### "],
        ["    ", " ###", "#   ", "#   ", " ###"], ["   #", "   #", " ###", "#  #", " ###"],
        ["    ", " ## ", "####", "#   ", " ###"], ["  ##", " #  ", "### ", " #  ", " #  "],
        ["    ", " ###", "#  #", " ###", "### "], ["#   ", "#   ", "### ", "#  #", "#  #"],
        [" # ", "   ", "## ", " # ", "###"], ["  #", "   ", " ##", "  #", "## "],
        ["#   ", "# # ", "##  ", "# # ", "#  #"], ["## ", " # ", " # ", " # ", "###"],
        ["     ", "#### ", "# # #", "# # #", "# # #"], ["    ", "### ", "#  #", "#  #", "#  #"],
        ["    ", " ## ", "#  #", "#  #", " ## "], ["    ", "### ", "#  #", "### ", "#   "],
        ["    ", " ###", "#  #", " ###", "   #"], ["    ", "# ##", "##  ", "#   ", "#   "],
        ["    ", " ###", "##  ", "  ##", "### "], [" #  ", "### ", " #  ", " #  ", "  ##"],
        ["    ", "#  #", "#  #", "#  #", " ###"], ["     ", "#   #", "#   #", " # # ", "  #  "],
        ["     ", "#   #", "# # #", "# # #", " # # "], ["    ", "#  #", " ## ", " ## ", "#  #"],
        ["    ", "#  #", "#  #", " ###", "### "], ["    ", "####", "  # ", " #  ", "####"],
    ]

    /// `⧗` is an hourglass, the timer's icon.
    /// `▤` is an open book, the story's tile.
    private static let signs = " -*?!#.·+:⧗▤"
    private static let signRows: [[String]] = [
        ["  ", "  ", "  ", "  ", "  "], ["   ", "   ", "###", "   ", "   "],
        ["     ", "# # #", " ### ", "# # #", "     "], [" ### ", "#   #", "  ## ", "     ", "  #  "],
        ["#", "#", "#", " ", "#"], [" # # ", "#####", " # # ", "#####", " # # "],
        [" ", " ", " ", " ", "#"], [" ", " ", "#", " ", " "],
        ["   ", " # ", "###", " # ", "   "], [" ", "#", " ", "#", " "],
        ["#####", " # # ", "  #  ", " # # ", "#####"], ["##   ##", "# # # #", "#  #  #", "#  #  #", "#######"],
    ]
}
