import Foundation

/// Finds the default bank when none is named, and installed banks by their names.
public enum BankLocator {
    /// Where an installed educat keeps its default bank.
    public static let installedPath = "/usr/share/educat/sounds/ca"
    /// The default bank inside a source tree.
    static let relativePath = "sounds/ca"

    /// `$EDUCAT_BANK` (a folder or an installed bank's name); else `sounds/ca` in the current folder or in a parent of
    /// the executable's folder (`swift run` runs it from `.build/debug/`); else the installed bank, which may not exist.
    public static func defaultBankPath(environment: [String: String] = ProcessInfo.processInfo.environment,
                                       currentDirectory: String = FileManager.default.currentDirectoryPath,
                                       executable: String? = executablePath()) -> String {
        if let named = environment["EDUCAT_BANK"], !named.trimmingCharacters(in: .whitespaces).isEmpty {
            return resolve(named, environment: environment)
        }
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

    /// Where banks are installed under their names, most personal first: the user's own (`$XDG_DATA_HOME/educat/banks`,
    /// else `~/.local/share/educat/banks`), the machine's (`/usr/local/share/educat/banks`, where `bank install` puts a
    /// bank as root) and the packaged ones (`/usr/share/educat/sounds`).
    public static func installFolders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return [dataHome + "/educat/banks", "/usr/local/share/educat/banks", "/usr/share/educat/sounds"]
    }

    /// Whether `value`, a bank setting or a manifest's fallback, is a bank's name (`ca`, `veu-de-la-marta`) rather than
    /// a path: it has no `/` and is not `.` or `..`.
    public static func isName(_ value: String) -> Bool {
        !value.isEmpty && !value.contains("/") && value != "." && value != ".."
    }

    /// The places a bank named `name` is looked for, in order: a folder of that name inside `folder` (a name was once
    /// read as a path from the bank), beside `folder`, in each install folder, and beside the bundled default bank.
    public static func candidates(forBank name: String, besides folder: String? = nil,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var places: [String] = []
        if let folder {
            let url = URL(fileURLWithPath: folder).standardizedFileURL
            places += [url.appendingPathComponent(name).path, url.deletingLastPathComponent().appendingPathComponent(name).path]
        }
        places += installFolders(environment: environment).map { $0 + "/" + name }
        var searched = environment
        searched["EDUCAT_BANK"] = nil
        let bundled = URL(fileURLWithPath: defaultBankPath(environment: searched)).standardizedFileURL
        places.append(bundled.deletingLastPathComponent().appendingPathComponent(name).path)
        var seen = Set<String>()
        return places.filter { seen.insert($0).inserted }
    }

    /// The folder of the installed bank `name` (see `candidates`), or nil when none of those places holds a manifest.
    public static func folder(ofBank name: String, besides folder: String? = nil,
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        candidates(forBank: name, besides: folder, environment: environment).first {
            FileManager.default.fileExists(atPath: $0 + "/" + Bank.manifestName)
        }
    }

    /// A bank setting as a folder: a path as it is, a bank's name where that bank is installed (else as a path, so the
    /// error names it).
    public static func resolve(_ value: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        guard isName(value), !FileManager.default.fileExists(atPath: value + "/" + Bank.manifestName) else { return value }
        return folder(ofBank: value, environment: environment) ?? value
    }

    /// How a bank in `folder` names its fallback `fallback` so that both can be copied to another machine: by the
    /// fallback's folder name when that name, looked up from `folder`, finds this very fallback (an installed or
    /// bundled bank, or one beside it); else by a path relative to `folder`.
    public static func reference(to fallback: String, from folder: String,
                                 environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let target = realPath(fallback)
        let name = URL(fileURLWithPath: target).lastPathComponent
        if isName(name), let found = self.folder(ofBank: name, besides: folder, environment: environment),
           realPath(found) == target {
            return name
        }
        // The bank's folder may not exist yet (an install on its way): its parent's links are resolved all the same.
        let base = URL(fileURLWithPath: realPath((folder as NSString).deletingLastPathComponent))
            .appendingPathComponent((folder as NSString).lastPathComponent).path
        return relativePath(from: base, to: target)
    }

    /// `path` absolute, with symbolic links and `..` resolved as far as it exists.
    public static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// `target` as a path from the folder `base` (both absolute): `../ca`, `../../gcompris/ca`.
    public static func relativePath(from base: String, to target: String) -> String {
        let from = base.split(separator: "/")
        let to = target.split(separator: "/")
        var common = 0
        while common < min(from.count, to.count) && from[common] == to[common] { common += 1 }
        let path = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return path.isEmpty ? "." : path.joined(separator: "/")
    }

    /// The running executable, from `/proc/self/exe` (Linux).
    public static func executablePath() -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }
}
