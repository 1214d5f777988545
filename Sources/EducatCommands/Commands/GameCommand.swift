import ArgumentParser
import Lessons

/// `educat game SUBJECT [--challenge]`: straight into a subject's game or challenge, full screen; Ctrl-C quits.
struct GameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "game",
        abstract: "Open a subject's game: hear a question, press the answer.")

    @Argument(help: ArgumentHelp("numbers, vowels, alphabet or syllables.", valueName: "subject"))
    var subject: Subject

    @Flag(help: "The challenge: seconds per question, lives and a record.")
    var challenge = false

    @OptionGroup var options: KioskCommand.Options

    func run() throws {
        try options.launch(at: Screen(subject, challenge ? .challenge : .game), kiosk: false)
    }
}
