/// Placeholder until the terminal UI lands: the size of a block glyph.
public enum BlockFont {
    /// Rows of one glyph.
    public static let height = 5
}
