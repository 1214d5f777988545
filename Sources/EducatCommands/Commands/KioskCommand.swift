import Activities
import ArgumentParser
import CommandSupport
import EducatApp
import Foundation
import Lessons

/// `educat kiosk`: the deployed kiosk (the systemd unit), the full-screen menu for children that outlives its terminal.
struct KioskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk",
        abstract: "The deployed kiosk (the systemd unit): the full-screen menu, which outlives its terminal.",
        discussion: MenuCommand.rules + """
             A hang-up or a lost terminal does not end it: it falls silent and sleeps until it can open the \
            terminal again, then goes on where it was.
            """)

    @OptionGroup var options: Options

    func run() throws {
        try options.launch(at: .main, kiosk: true, outlivesTerminal: true)
    }

    /// What every full-screen command takes, and how it starts the UI.
    struct Options: ParsableArguments {
        @Option(help: "Seed of every random pick, to replay a session exactly (default: a new one each run).")
        var seed: UInt64?

        @Option(name: .customLong("event-log"),
                help: ArgumentHelp("Append every event and clip to this file as JSON lines.", valueName: "file.jsonl"))
        var eventLog: String?

        @Option(help: ArgumentHelp("The child who plays, by their profile's name; it must exist (`educat profiles add`). "
                                   + "Unset: with several children the kiosk asks who is playing.", valueName: "name"))
        var profile: String?

        @Option(help: ArgumentHelp("Where the screens are shown: window (pictures a child taps), terminal, or auto "
                                   + "(a window where there is a display). Default: the configured kiosk.display, else auto.",
                                   valueName: "auto|window|terminal"))
        var display: DisplayChoice?

        @OptionGroup var bankOptions: BankOptions
        @OptionGroup var storeOptions: StoreOptions
        @OptionGroup var configOptions: ConfigOptions
        @OptionGroup var live: LiveOptions

        /// Runs the screens from `start` (`KioskLaunch`): the story screens open `story` in `storyLanguage`,
        /// count-along counts to `countTo` (nil: the kind's default), the timer opens set to `timer`;
        /// `outlivesTerminal` for the deployed kiosk only.
        func launch(at start: Screen, kiosk: Bool, outlivesTerminal: Bool = false, storyLanguage: String? = nil,
                    story: String? = nil, countTo: Int? = nil, timer: TimerPreset? = nil) throws {
            var launch = KioskLaunch(start: start, kiosk: kiosk)
            launch.outlivesTerminal = outlivesTerminal
            launch.configFile = configOptions.config
            launch.profile = profile
            launch.bank = bankOptions.bank
            launch.store = storeOptions.store
            launch.live = live.target
            launch.seed = seed
            launch.eventLog = eventLog
            launch.display = display?.rawValue
            launch.choices = Composition.LessonChoices(storyLanguage: storyLanguage, story: story, countTo: countTo, timer: timer)
            #if DEBUG
            UnattendedCrashes.crashWhenAsked()
            #endif
            try launch.run()
        }
    }
}

/// What `--display` may be, as the `kiosk.display` setting.
enum DisplayChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, window, terminal
}
