import AudioEngine
import TOMLKit

/// Placeholder namespace for sound banks.
public enum BankFormat {
    /// The manifest file name inside a bank folder.
    public static let manifestName = "bank.toml"
}
