import Foundation

extension Error {
    /// Why a file operation failed, as Foundation words it for a person (its failure reason, else its description).
    var fileFailure: String {
        (self as NSError).localizedFailureReason ?? (self as NSError).localizedDescription
    }
}
