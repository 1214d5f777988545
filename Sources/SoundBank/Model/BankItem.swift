/// One item of a subject: the key that answers it, what the screen shows and the clip that says it.
public struct BankItem: Sendable, Hashable {
    /// The answer key and the item's name (`"3"`, `"b"`).
    public var key: String
    /// Display forms: for letters upper case first ("lletra de pal"), then lower case ("lletra lligada").
    public var glyphs: [String]
    /// The spoken clip.
    public var clip: ClipRef

    /// Creates an item; with no glyphs the key is shown.
    public init(key: String, glyphs: [String] = [], clip: ClipRef) {
        self.key = key
        self.glyphs = glyphs.isEmpty ? [key] : glyphs
        self.clip = clip
    }
}
