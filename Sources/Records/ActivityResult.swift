import Foundation

/// What a child did on one activity screen (a lesson, memory, count-along, story, phrase builder, timer) from
/// entering it to leaving it, handed to ``RecordStore/recordActivity(_:)``.
public struct ActivityResult: Sendable, Equatable, Codable {
    /// Unique across kiosks, so results merge without conflict.
    public var id: UUID
    /// The profile that played; created on the fly if it does not exist.
    public var profile: String
    /// The screen's path ("vowels/lesson", "memory/animals", "story", …).
    public var screen: String
    /// When the screen was entered.
    public var started: Date
    /// When the screen was left.
    public var ended: Date
    /// What was counted there by name ("items heard", "pairs found", "mistakes", "sentences said", …).
    public var measures: [String: Int]
    /// The kiosk that recorded it; set by the store on reading, ignored on writing.
    public var kiosk: String?

    /// Creates an activity result with a new UUID unless one is given.
    public init(
        id: UUID = UUID(), profile: String = RecordStore.defaultProfile, screen: String, started: Date, ended: Date,
        measures: [String: Int], kiosk: String? = nil
    ) {
        self.id = id
        self.profile = profile
        self.screen = screen
        self.started = started
        self.ended = ended
        self.measures = measures
        self.kiosk = kiosk
    }

    /// Seconds spent on the screen; never negative, even after a clock jump.
    public var duration: Double { max(0, ended.timeIntervalSince(started)) }
}
