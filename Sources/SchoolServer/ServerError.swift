import Texts

/// What stops the school server or one of its admin commands, worded for the operator.
public enum ServerError: Error, CustomStringConvertible, Equatable {
    /// The database address cannot be used.
    case badDatabaseURL(String, reason: String)
    /// The database holds a schema from a newer educat.
    case newerSchema(found: Int, supported: Int)
    /// A kiosk name that cannot be used.
    case badKioskName(String, reason: String)
    /// A kiosk of that name exists already.
    case kioskExists(String)
    /// No kiosk of that name.
    case unknownKiosk(String)
    /// The listen address is not host:port.
    case badListenAddress(String)
    /// `[server] language` names a language the report is not written in.
    case unknownLanguage(String)
    /// No teacher password is set, so the teachers' pages would be open to anyone.
    case noTeacherPassword
    /// The database refused or could not be reached.
    case database(String)
    /// A backup or restore that could not be made, and why.
    case backup(String)

    public var description: String {
        switch self {
        case .badDatabaseURL(let url, let reason): "database address \(url) cannot be used: \(reason)"
        case .newerSchema(let found, let supported):
            "the database holds schema version \(found), newer than this educat's \(supported): upgrade educat"
        case .badKioskName(let name, let reason): "kiosk name \"\(name)\" cannot be used: \(reason)"
        case .kioskExists(let name): "a kiosk named \"\(name)\" exists already (remove-kiosk it first for a new token)"
        case .unknownKiosk(let name): "no kiosk is named \"\(name)\""
        case .badListenAddress(let address): "listen address \"\(address)\" is not host:port, e.g. 127.0.0.1:8080"
        case .unknownLanguage(let language):
            "[server] language \"\(language)\": the report is written in "
                + Catalogue.builtInLanguages.joined(separator: ", ") + " only"
        case .noTeacherPassword: "no teacher password is set: run `educat server set-password` first"
        case .database(let reason): "database: \(reason)"
        case .backup(let reason): reason
        }
    }
}
