import Foundation

/// Finds the default bank when none is named.
public enum BankLocator {
    /// Where an installed educat keeps its default bank.
    public static let installedPath = "/usr/share/educat/sounds/ca"
    /// The default bank inside a source tree.
    static let relativePath = "sounds/ca"

    /// `$EDUCAT_BANK`; else `sounds/ca` in the current folder or in a parent of the executable's folder
    /// (`swift run` runs it from `.build/debug/`); else the installed bank, which may not exist.
    public static func defaultBankPath(environment: [String: String] = ProcessInfo.processInfo.environment,
                                       currentDirectory: String = FileManager.default.currentDirectoryPath,
                                       executable: String? = executablePath()) -> String {
        if let named = environment["EDUCAT_BANK"], !named.trimmingCharacters(in: .whitespaces).isEmpty { return named }
        var candidates = [currentDirectory + "/" + relativePath]
        if let executable {
            var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
            while folder.path != "/" {
                candidates.append(folder.appendingPathComponent(relativePath).path)
                folder.deleteLastPathComponent()
            }
        }
        let manifest = "/" + Bank.manifestName
        return candidates.first { FileManager.default.fileExists(atPath: $0 + manifest) } ?? installedPath
    }

    /// The running executable, from `/proc/self/exe` (Linux).
    public static func executablePath() -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }
}
