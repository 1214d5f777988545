import Foundation

/// Puts a bank folder (a teacher's recordings, an import) where kiosks find banks by name, its fallback named so that
/// it is found from there: a bank made on a laptop plays on a kiosk.
public struct BankInstaller: Sendable {
    /// The bank folder to install.
    public var source: String
    /// The install folder it goes into (`BankLocator.installFolders`).
    public var destination: String
    /// The name it is installed under, which `--bank` and other banks' `fallback` use.
    public var name: String
    /// Whether an installed bank of that name may be replaced.
    public var replace: Bool

    /// An installation of `source` into `destination`, named `name` (default: the source folder's name).
    public init(source: String, destination: String, name: String? = nil, replace: Bool = false) {
        self.source = source
        self.destination = destination
        self.name = name ?? URL(fileURLWithPath: BankLocator.realPath(source)).lastPathComponent
        self.replace = replace
    }

    /// The install folder for this user: the machine's (`/usr/local/share/educat/banks`) for root, else the user's own.
    public static func defaultDestination(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let folders = BankLocator.installFolders(environment: environment)
        return getuid() == 0 ? folders[1] : folders[0]
    }

    /// Copies the bank, rewrites its fallback and checks the copy; a copy with errors is removed again.
    public func run() throws -> BankInstallSummary {
        guard BankLocator.isName(name), !name.hasPrefix(".") else { throw BankInstallError.badName(name) }
        let files = FileManager.default
        guard files.fileExists(atPath: source + "/" + Bank.manifestName) else { throw BankInstallError.notABank(source) }
        let checked = BankChecker().check(folder: source)
        guard let bank = checked.bank, checked.errors.isEmpty else { throw BankInstallError.brokenBank(source, checked.errors) }
        let target = destination + "/" + name
        if files.fileExists(atPath: target) && !replace { throw BankInstallError.alreadyInstalled(target) }
        let staging = destination + "/.\(name).installing-\(UUID().uuidString)"
        do {
            try files.createDirectory(atPath: destination, withIntermediateDirectories: true)
            try files.copyItem(atPath: source, toPath: staging)
        } catch {
            try? files.removeItem(atPath: staging)
            throw BankInstallError.cannotWrite(destination, reason: error.folderFailure(making: destination))
        }
        var fallback: String?
        if let folder = bank.fallback {
            let reference = BankLocator.reference(to: folder, from: target)
            fallback = reference
            do {
                try Self.rewriteFallback(in: staging + "/" + Bank.manifestName, to: reference)
            } catch {
                try? files.removeItem(atPath: staging)
                throw BankInstallError.cannotWrite(staging, reason: error.fileFailure)
            }
        }
        do {
            if files.fileExists(atPath: target) { try files.removeItem(atPath: target) }
            try files.moveItem(atPath: staging, toPath: target)
        } catch {
            try? files.removeItem(atPath: staging)
            throw BankInstallError.cannotWrite(target, reason: error.fileFailure)
        }
        let report = BankChecker().check(folder: target)
        guard report.errors.isEmpty else {
            try? files.removeItem(atPath: target)
            throw BankInstallError.brokenCopy(target, report.errors)
        }
        return BankInstallSummary(folder: target, name: name, fallback: fallback, warnings: report.warnings.count)
    }

    /// Replaces the value of the top-level `fallback` key (before any table) with `reference`.
    static func rewriteFallback(in manifest: String, to reference: String) throws {
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("[") { break }
            let key = trimmed.split(separator: "=", maxSplits: 1).first?.trimmingCharacters(in: .whitespaces)
            guard key == "fallback" else { continue }
            lines[index] = "fallback = \(ManifestWriter.quoted(reference))"
            break
        }
        try lines.joined(separator: "\n").write(toFile: manifest, atomically: true, encoding: .utf8)
    }
}

/// What `BankInstaller` did.
public struct BankInstallSummary: Sendable, Equatable {
    /// Where the bank now is.
    public var folder: String
    /// Its name, for `--bank` and other banks' `fallback`.
    public var name: String
    /// Its fallback as its manifest now names it, if it has one.
    public var fallback: String?
    /// How many warnings its check gave.
    public var warnings: Int
}

/// Why a bank could not be installed.
public enum BankInstallError: Error, Equatable, CustomStringConvertible {
    case notABank(String)
    case badName(String)
    case brokenBank(String, [BankProblem])
    case alreadyInstalled(String)
    case cannotWrite(String, reason: String)
    case brokenCopy(String, [BankProblem])

    public var description: String {
        switch self {
        case .notABank(let folder):
            return "\(folder): no \(Bank.manifestName) here: name the folder of a bank"
        case .badName(let name):
            return "'\(name)' cannot name a bank: use letters, digits, '-' or '_', without '/'"
        case .brokenBank(let folder, let errors):
            return "\(folder) has \(errors.count) error(s); fix them first (educat bank check \(folder)):\n"
                + Self.listed(errors)
        case .alreadyInstalled(let folder):
            return "\(folder) is already installed: say --replace to put this bank in its place, or --name to give it another name"
        case .cannotWrite(let folder, let reason):
            return "cannot write \(folder): \(reason)"
        case .brokenCopy(let folder, let errors):
            return "the bank does not play from \(folder) (removed again): \(errors.count) error(s), often clips it takes "
                + "from outside its own folder (its collection), which must be copied with it:\n" + Self.listed(errors)
        }
    }

    private static func listed(_ errors: [BankProblem]) -> String {
        errors.prefix(10).map { "  \($0)" }.joined(separator: "\n") + (errors.count > 10 ? "\n  … and \(errors.count - 10) more" : "")
    }
}
