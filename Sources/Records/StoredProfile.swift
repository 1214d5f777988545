/// A profile as a kiosk shows it: the child's name and the picture chosen for them (an emoji or a glyph).
public struct StoredProfile: Equatable, Sendable {
    /// The name records are kept under.
    public var name: String
    /// The picture shown beside the name; nil when none was chosen.
    public var picture: String?

    /// A profile called `name` with `picture`.
    public init(name: String, picture: String? = nil) {
        self.name = name
        self.picture = picture
    }
}
