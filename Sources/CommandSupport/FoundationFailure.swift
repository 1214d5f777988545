import Foundation

/// Foundation's file errors in a person's words: the file it names and the system's reason, where Linux's Foundation
/// would print "Error Domain=NSCocoaErrorDomain Code=516 …" with the cause buried in its user info.
public enum FoundationFailure {
    /// "PATH: reason" for an error Foundation threw about a file; nil for any other error.
    public static func line(for error: any Error) -> String? {
        let error = error as NSError
        guard error.domain == NSCocoaErrorDomain || error.domain == NSPOSIXErrorDomain else { return nil }
        let path = (error.userInfo[NSFilePathErrorKey] as? String) ?? (error.userInfo[NSURLErrorKey] as? URL)?.path
        return path.map { "\($0): \(reason(error))" } ?? reason(error)
    }

    /// The system's reason under a Foundation file error, else Foundation's own.
    public static func reason(_ error: NSError) -> String {
        systemReason(error) ?? error.localizedFailureReason ?? error.localizedDescription
    }

    /// The system's reason (`strerror`) under a Foundation error, or of a POSIX error; nil when it carries none.
    public static func systemReason(_ error: any Error) -> String? {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        return error.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32(error.code))).lowercased() : nil
    }
}
