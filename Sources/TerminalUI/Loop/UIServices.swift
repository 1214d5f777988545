import Conductor
import Lessons

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
    /// The next installed bank's language, as a driver playing that bank and its screens' texts; nil when no other
    /// language is installed.
    public var nextLanguage: () -> (driver: LessonDriver, texts: Catalogue)? = { nil }
    /// The children who play and what they chose; without one, the kiosk never asks who is playing.
    public var roster: (any PlayerRoster)?
    /// Receives every event and clip report, for the event log.
    public var log: (LessonDriver.Record) -> Void = { _ in }

    /// Services that do nothing.
    public init() {}
}
