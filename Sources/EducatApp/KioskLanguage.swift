import Activities
import CommandSupport
import Records
import Settings
import SoundBank
import TerminalUI
import Texts

/// The language of the kiosk's screens and their texts, read from the catalogues beside the bank: for the kiosk and
/// `render --screens`, and for what is written for the kiosk's adults in the same words (`educat report`).
public enum KioskLanguage {
    /// The language the operator kept on this kiosk; nil where the configuration names the screens' language, which
    /// then holds at every start.
    public static func kept(_ settings: Settings, store: RecordStore) -> String? {
        settings.isExplicit("kiosk.language") ? nil : try? store.value(of: .language)
    }

    /// The language the kiosk's screens start in, found without starting it: `kiosk.language` where the configuration
    /// sets it, else the one the operator kept, else that of the bank in `bankFolder`, else English.
    public static func screens(_ settings: Settings, store: RecordStore, bankFolder: String) -> String {
        // The manifest names the bank's language, and is read only with the kinds' sections known.
        ActivityList.register()
        return settings.language ?? kept(settings, store: store) ?? Bank.loadReporting(from: bankFolder).bank?.language
            ?? Catalogue.reference
    }

    /// The languages with a catalogue for the bank in `bankFolder`.
    public static func languages(bankFolder: String) -> [String] {
        CatalogueFile.languages(in: catalogues(forBank: bankFolder))
    }

    /// The texts of `language` for the bank in `bankFolder`, completed from English, and what is wrong with their
    /// files, each problem also logged as a warning; `reads` spares a long-running program parsing them again.
    public static func texts(_ language: String, bankFolder: String,
                             reads: CatalogueReads? = nil) -> (texts: Catalogue, problems: [String]) {
        let (texts, problems) = CatalogueFile.load(folder: catalogues(forBank: bankFolder), language: language, reads: reads)
        for problem in problems { Log.main.warning("screen texts: \(problem)") }
        return (texts, problems)
    }

    /// The catalogues' folder for the bank in `bankFolder`: beside it, else beside the bundled bank.
    private static func catalogues(forBank bankFolder: String) -> String {
        CatalogueFile.folder(forBank: bankFolder, bundledBank: BankLocator.defaultBankPath(environment: [:]))
    }
}
