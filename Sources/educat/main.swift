import Activities
import ArgumentParser
import Foundation
import Logging

/// The `educat` command: voice lessons for small children.
struct Educat: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "educat",
        abstract: "Voice lessons for small children: numbers, letters and syllables, with music.",
        subcommands: [
            MenuCommand.self, KioskCommand.self, LessonCommand.self, GameCommand.self,
            StoryCommand.self,
            MemoryCommand.self,
            CountCommand.self,
            PhraseCommand.self,
            TimerCommand.self,
            PlayCommand.self, RenderCommand.self, BankCommand.self, TriggerCommand.self, DevicesCommand.self,
            RecordsCommand.self, ProfilesCommand.self, HistoryCommand.self, ReportCommand.self,
            SyncCommand.self,
        ] + serverCommands,
        defaultSubcommand: MenuCommand.self
    )

    /// `educat server`, in every build but ThreadSanitizer's (Package.swift's `withServer`).
    private static var serverCommands: [ParsableCommand.Type] {
        #if EDUCAT_SERVER
        [ServerCommand.self]
        #else
        []
        #endif
    }
}

LoggingSystem.bootstrap { _ in
    TerminalLogHandler(logLevel: ProcessInfo.processInfo.environment["EDUCAT_DEBUG"] == nil ? .notice : .debug)
}

UnattendedCrashes.takeTerminalBack()

// Before the arguments are read: a screen path on the command line may name a registered kind.
ActivityList.register()

do {
    var command = try Educat.parseAsRoot()
    try command.run()
} catch let error as ExitError {
    FileHandle.standardError.write(Data("educat: \(error.description)\n".utf8))
    exit(error.code)
} catch {
    Educat.exit(withError: error)
}
