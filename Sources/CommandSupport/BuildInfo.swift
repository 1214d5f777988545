import CBuildInfo

/// What this build of educat is, for `--version`.
public enum BuildInfo {
    /// The version, with the commit when the build knew it: `0.3.0 (4bbd1dd)`.
    public static var version: String {
        let number = String(cString: educat_build_version())
        let commit = String(cString: educat_build_commit())
        return commit.isEmpty ? number : "\(number) (\(commit))"
    }
}
