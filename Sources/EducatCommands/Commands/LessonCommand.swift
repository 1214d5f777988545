import ArgumentParser
import Lessons

/// `educat lesson SUBJECT`: straight into a subject's lesson, full screen; Ctrl-C quits.
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: "Open a subject's lesson: press a key, hear it.")

    @Argument(help: ArgumentHelp("numbers, vowels, alphabet or syllables.", valueName: "subject"))
    var subject: Subject

    @OptionGroup var options: KioskCommand.Options

    func run() throws {
        try options.launch(at: Screen(subject, .lesson), kiosk: false)
    }
}
