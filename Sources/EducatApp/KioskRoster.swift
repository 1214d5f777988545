import CommandSupport
import Foundation
import Lessons
import Records
import Settings
import TerminalUI

/// The children of a kiosk and what they chose, in its records store: who plays (a profile the configuration names,
/// the only child, or whoever picks themselves), their music and letter case, and the operator's limit of `+`. What
/// the configuration sets explicitly wins over what was kept.
public final class KioskRoster: PlayerRoster {
    private let store: RecordStore
    private let journal: GameJournal
    private let settings: Settings
    /// The profile the configuration names, as the store spells it; nil when it names none.
    private let fixed: String?

    /// A roster over `store`, whose choices go to `journal`'s profile; `fixed` plays without asking.
    public init(store: RecordStore, journal: GameJournal, settings: Settings, fixed: String?) {
        self.store = store
        self.journal = journal
        self.settings = settings
        self.fixed = fixed
    }

    public func players() -> [Player] {
        let profiles = (try? store.profileCards()) ?? []
        return profiles.filter { $0.name != RecordStore.defaultProfile }.map { Player(name: $0.name, picture: $0.picture) }
    }

    public func seated() -> String? {
        if let fixed { return fixed }
        let players = players()
        return players.count > 1 ? nil : players.first?.name ?? RecordStore.defaultProfile
    }

    public func playing() -> String { journal.profile }

    public func choose(_ name: String) -> PlayerChoices {
        journal.profile = name
        return PlayerChoices(musicOn: settings.choosing(\.music, at: "audio.music", over: kept(.music).map { $0 == "on" }),
                             letterCase: kept(.letterCase).flatMap(LetterCase.init(rawValue:)) ?? .upper)
    }

    public func add(_ player: Player) throws {
        try store.addProfile(player.name, picture: player.picture)
    }

    public func change(_ name: String, to player: Player) throws {
        if player.name != name { try store.renameProfile(name, to: player.name) }
        try store.setPicture(player.picture, of: player.name)
        if journal.profile == name { journal.profile = player.name }
    }

    public func remove(_ name: String) throws {
        try store.removeProfile(name)
    }

    public func removedPlayers() -> [Player] {
        ((try? store.profileCards(removed: true)) ?? []).map { Player(name: $0.name, picture: $0.picture) }
    }

    public func restore(_ name: String) throws {
        try store.restoreProfile(name)
    }

    public func keepMusic(_ on: Bool) {
        keep("music") { try store.set(.music, to: on ? "on" : "off", profile: journal.profile) }
    }

    public func keepLetterCase(_ letterCase: LetterCase) {
        keep("the letter case") { try store.set(.letterCase, to: letterCase.rawValue, profile: journal.profile) }
    }

    public func keepVolumeLimit(_ decibels: Double) {
        keep("the volume limit") { try store.set(.volumeLimit, to: String(decibels)) }
    }

    public func keepVolume(_ decibels: Double) {
        keep("the volume") { try store.set(.volume, to: String(decibels)) }
    }

    /// The playing child's kept `setting`; nil when never chosen or unreadable.
    private func kept(_ setting: ChildSetting) -> String? {
        try? store.value(of: setting, profile: journal.profile)
    }

    /// A choice the store refuses is lost at the next start, which is no reason to stop the child playing.
    private func keep(_ what: String, _ write: () throws -> Void) {
        do { try write() } catch { Log.main.warning("\(what) could not be kept: \(error)") }
    }
}

extension RecordStore {
    /// The profile the settings name (`profile`, `EDUCAT_PROFILE`, `--profile`), as the store spells it; nil when they
    /// name none. A name the store lacks is an error that lists the profiles it has, rather than a new profile.
    public func configuredProfile(_ settings: Settings) throws -> String? {
        guard let source = settings.setBy["profile"] else { return nil }
        let names = try profiles()
        let wanted = ProfileName.folded(settings.profile)
        if let name = names.first(where: { ProfileName.folded($0) == wanted }) { return name }
        let shown = ProfileText.shown(settings.profile)
        throw ExitError("\(source): there is no profile named \"\(shown)\" in \(path); its profiles are "
                        + names.joined(separator: ", ") + ". `educat profiles add \(shown)` creates it.")
    }
}
