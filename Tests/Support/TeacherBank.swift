import Foundation

/// A teacher's bank over the shipped Catalan one, as the cue tests write it: groups of one clip each, and a `[cues]`.
public enum TeacherBank {
    /// The repository's banks, `sounds`.
    public static let sounds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("sounds").path

    /// Writes `folder/bank.toml` over `sounds/ca`, each of `groups` (name → file in `folder`) a group of that one
    /// clip, and `cues` as its `[cues]` table.
    public static func write(to folder: String, groups: [(name: String, file: String)], cues: String) throws {
        let lines = groups.map { "\($0.name) = [{ clip = \"\($0.file)\", text = \"\($0.name)\" }]" }
        try (["language = \"ca\"", "name = \"Els senyals de la mestra\"", "fallback = \"\(sounds)/ca\"", "[groups]"]
             + lines + ["[cues]", cues]).joined(separator: "\n")
            .write(toFile: folder + "/bank.toml", atomically: true, encoding: .utf8)
    }
}
