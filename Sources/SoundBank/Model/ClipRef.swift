/// One audio file a bank refers to, with what it says.
public struct ClipRef: Sendable, Hashable {
    /// The file, resolved against the folder of the manifest that names it.
    public var path: String
    /// The path as written in the manifest (relative to the bank folder).
    public var relativePath: String
    /// What the clip says, when the manifest tells; shown in listings and used to regenerate it.
    public var text: String?
    /// The manifest that names this clip, for messages.
    public var manifest: String
    /// A fixed gain in dB (`gain = 0`: as recorded) that replaces the one measured to bring a voice to the bank's
    /// loudness target.
    public var gain: Double?

    /// Creates a reference to `relativePath` inside the folder of `manifest`.
    public init(relativePath: String, text: String? = nil, manifest: String, folder: String) {
        self.relativePath = relativePath
        self.path = relativePath.hasPrefix("/") ? relativePath : folder + "/" + relativePath
        self.text = text
        self.manifest = manifest
    }
}
