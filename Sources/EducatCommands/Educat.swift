import Activities
import ArgumentParser
import CommandSupport

/// The `educat` command: voice lessons for small children.
public struct Educat: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "educat",
        abstract: "Voice lessons for small children: numbers, letters and syllables, with music.",
        version: BuildInfo.version,
        subcommands: [
            MenuCommand.self, KioskCommand.self, LessonCommand.self, GameCommand.self,
            StoryCommand.self,
            MemoryCommand.self,
            CountCommand.self,
            PhraseCommand.self,
            TimerCommand.self,
            PlayCommand.self, RenderCommand.self, BankCommand.self, TriggerCommand.self, DevicesCommand.self,
            RecordsCommand.self, ProfilesCommand.self, HistoryCommand.self, ReportCommand.self,
            SyncCommand.self, ServerCommand.self,
        ],
        defaultSubcommand: MenuCommand.self
    )

    public init() {}

    /// Runs the command line `educat` (or `educat-window`) was started with, and exits.
    public static func start() -> Never {
        Program.keepLargeBlocksOutOfTheHeap()
        Program.findRuntimeFolder()
        Program.startLog()
        UnattendedCrashes.takeTerminalBack()
        // Before the arguments are read: a screen path on the command line may name a registered kind.
        ActivityList.register()
        Program.run(Educat.self)
    }
}
