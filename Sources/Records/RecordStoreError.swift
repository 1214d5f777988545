import Foundation

/// Why the records store could not do what was asked, worded for the person at the terminal.
public enum RecordStoreError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// The file or its folder cannot be opened or created (permissions, missing disk, …).
    case cannotOpen(path: String, reason: String)
    /// The store was written by a newer educat; it was left untouched.
    case newerVersion(path: String, found: Int, supported: Int)
    /// The store has changes (migrations) of a newer educat at this build's schema version; it was left untouched.
    case unknownChanges(path: String, changes: [String])
    /// The file is a valid SQLite database that educat did not create; it was left untouched.
    case notARecordStore(path: String)
    /// The store was damaged and could not be moved aside.
    case cannotMoveAside(path: String, reason: String)
    /// Reading or writing failed after the store was opened.
    case storage(path: String, reason: String)
    /// No profile has this name.
    case unknownProfile(name: String, path: String)
    /// A profile with this name exists already.
    case profileExists(name: String)
    /// A removed profile, kept until purged, has this name.
    case profileRemoved(name: String)
    /// The picture is not one character.
    case invalidPicture(picture: String)
    /// The default profile was asked to be removed or renamed.
    case defaultProfileIsFixed
    /// The name cannot be used for a profile.
    case invalidProfileName(name: String, reason: String)
    /// The store is newer than this educat (the error held says how) and was opened to be read, never changed.
    indirect case readOnly(RecordStoreError)

    /// A store written by a newer educat: refused for writing, readable for history and reports.
    var isNewer: Bool {
        switch self {
        case .newerVersion, .unknownChanges: true
        default: false
        }
    }

    /// The message for the terminal: what happened, to which file, and what to do.
    public var description: String {
        switch self {
        case let .cannotOpen(path, reason):
            return "Cannot open the records store \(path): \(Self.clause(reason)). "
                + "Check that the folder exists and is writable, or choose another file with --store PATH or EDUCAT_STORE."
        case let .newerVersion(path, found, supported):
            return "The records store \(path) was written by a newer educat (schema \(found); this one knows up to \(supported)). "
                + "It was left unchanged: update educat, or use another file with --store PATH."
        case let .unknownChanges(path, changes):
            let named = changes.prefix(3).map(\.debugDescription).joined(separator: ", ") + (changes.count > 3 ? ", …" : "")
            return "The records store \(path) was changed by a newer educat (it holds changes this one does not know: "
                + "\(named)). It was left unchanged: update educat, or use another file with --store PATH."
        case let .notARecordStore(path):
            return "\(path) is an SQLite database but not an educat records store. "
                + "It was left unchanged: choose another file with --store PATH or EDUCAT_STORE."
        case let .cannotMoveAside(path, reason):
            return "The records store \(path) is damaged and could not be moved aside: \(Self.clause(reason)). "
                + "Move or delete it by hand, or choose another file with --store PATH."
        case let .storage(path, reason):
            return "Reading or writing the records store \(path) failed: \(Self.clause(reason)). "
                + "Check free disk space and permissions, then try again."
        case let .unknownProfile(name, path):
            return "There is no profile named \"\(ProfileText.shown(name))\" in \(path). `educat profiles list` shows the "
                + "profiles; `educat profiles add \(ProfileText.shown(name))` creates it."
        case let .profileExists(name):
            return "A profile named \"\(ProfileText.shown(name))\" exists already; choose another name."
        case let .profileRemoved(name):
            return "A removed profile named \"\(ProfileText.shown(name))\" is kept with its history: `educat profiles add` "
                + "brings it back, or `educat profiles purge` deletes it for good; or choose another name."
        case let .invalidPicture(picture):
            return "\"\(ProfileText.shown(picture))\" cannot be a profile's picture: it must be one emoji or one character "
                + "a screen can draw."
        case .defaultProfileIsFixed:
            return "The profile \"\(RecordStore.defaultProfile)\" always exists: it cannot be removed or renamed."
        case let .invalidProfileName(name, reason):
            return "\"\(ProfileText.shown(name))\" cannot be a profile name: \(reason)."
        case let .readOnly(newer):
            let cause = newer.description.components(separatedBy: " It was left unchanged")[0]
            return "\(cause) It was opened read-only: what it holds is shown, nothing is added or changed; "
                + "update educat to add to it."
        }
    }

    /// Foundation's reasons end with a period of their own; this keeps "…exist.." out of the sentence.
    private static func clause(_ reason: String) -> String {
        reason.hasSuffix(".") ? String(reason.dropLast()) : reason
    }

    /// Same as ``description``, so Foundation and ArgumentParser print the full message.
    public var errorDescription: String? { description }
}
