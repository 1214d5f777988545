import Conductor
import Lessons
import Texts

/// What the UI needs from the rest of the program, as closures, so it depends on no store or output type.
///
/// All are called on the UI loop's thread.
public struct UIServices {
    /// The challenge records per subject.
    public var records: () -> [Subject: Int] = { [:] }
    /// Who set each challenge record, by subject.
    public var recordHolders: () -> [Subject: String] = { [:] }
    /// Games played by the profile per game screen (`count`, `memory/animals`), for the game tiles.
    public var gamesPlayed: () -> [String: Int] = { [:] }
    /// Deletes every record (operator menu); throws a message when it could not.
    public var resetRecords: () throws -> Void = {}
    /// The music, the volume and the sound's state.
    public var sound: any SoundService = NoSound()
    /// A recent message for the operator, for the title bar (what the program would otherwise print over the screen).
    public var status: () -> String? = { nil }
    /// A message to show once on screen until the next key (a game the records store refused), asked after
    /// every batch of events; nil when there is none.
    public var notice: () -> String? = { nil }
    /// The installed banks' languages, in the order `l` goes through them.
    public var languages: [String] = []
    /// A driver playing the installed bank of a language, with its screens' texts; nil when none is installed.
    public var openLanguage: (String) -> (driver: LessonDriver, texts: Catalogue)? = { _ in nil }
    /// Keeps the kiosk's language as the operator set it, for the next start.
    public var keepLanguage: (String) -> Void = { _ in }
    /// The children who play and what they chose; without one, the kiosk never asks who is playing.
    public var roster: (any PlayerRoster)?
    /// Receives every event and clip report, for the event log.
    public var log: (LessonDriver.Record) -> Void = { _ in }

    /// Services that do nothing.
    public init() {}
}
