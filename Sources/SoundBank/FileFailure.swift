import Foundation

extension Error {
    /// Why a file operation failed: the system's reason under Foundation's error ("not a directory"), else Foundation's
    /// own words, never "The operation could not be completed. (NSCocoaErrorDomain error 512.)".
    var fileFailure: String {
        let error = self as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        return error.localizedFailureReason ?? error.localizedDescription
    }

    /// Why making the folder `path` failed: a file standing where it or a folder above it should be is named (Foundation
    /// says "a file with the same name already exists", or only "error 512", for a file above it).
    func folderFailure(making path: String) -> String {
        var ancestor = path
        var isFolder: ObjCBool = false
        while !ancestor.isEmpty, ancestor != "/" {
            if FileManager.default.fileExists(atPath: ancestor, isDirectory: &isFolder) {
                return isFolder.boolValue ? fileFailure : "\(ancestor) is a file, not a folder"
            }
            ancestor = (ancestor as NSString).deletingLastPathComponent
        }
        return fileFailure
    }
}

/// A file or folder that could not be written, and why.
public struct CannotWrite: Error, Sendable, CustomStringConvertible {
    /// The file or folder.
    public let path: String
    /// The system's reason.
    public let reason: String

    public var description: String { "cannot write \(path): \(reason)" }
}
