import Foundation
import TerminalUI
import Texts

extension Catalogue {
    /// The repository's catalogues, `sounds/locale`.
    public static let shippedFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("sounds/locale").path

    /// The shipped catalogue of `language`, as the kiosk loads it.
    public static func shipped(_ language: String) -> Catalogue {
        CatalogueFile.load(folder: shippedFolder, language: language).catalogue
    }

    /// The shipped English catalogue: the language the screen tests read.
    public static let english = shipped("en")
}
