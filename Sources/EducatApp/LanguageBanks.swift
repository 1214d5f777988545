import Foundation
import SoundBank

/// The installed banks a kiosk switches among (a child's `l` on its main menu, the operator's language): the bank
/// folders beside the one it plays (`sounds/ca`, `sounds/es`), the first of each language, in folder order.
public struct LanguageBanks {
    /// Each language with its bank.
    public let banks: [(language: String, bank: Bank)]

    /// The banks in the folder that holds `bankFolder`; a folder whose bank does not load is left out. `loaded` is
    /// `bankFolder`'s bank when it was read already: it is not parsed again.
    public init(beside bankFolder: String, loaded: Bank? = nil) {
        let own = URL(fileURLWithPath: bankFolder).standardizedFileURL
        let parent = own.deletingLastPathComponent()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).sorted()
        var found: [(language: String, bank: Bank)] = []
        for name in names {
            let folder = parent.appendingPathComponent(name).path
            let known = folder == own.path ? loaded : nil
            guard FileManager.default.fileExists(atPath: folder + "/" + Bank.manifestName),
                  let bank = known ?? Bank.loadReporting(from: folder).0, !found.contains(where: { $0.language == bank.language })
            else { continue }
            found.append((bank.language, bank))
        }
        banks = found
    }
}
