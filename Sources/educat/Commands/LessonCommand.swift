import ArgumentParser
import Lessons

/// `educat lesson SUBJECT`: straight into a subject's lesson, full screen; Ctrl-C quits.
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: "Open a subject's lesson: press a key, hear it.")

    @Argument(help: ArgumentHelp("numbers, vowels, alphabet or syllables.", valueName: "subject"))
    var subject: String

    @OptionGroup var options: KioskCommand.Options

    func validate() throws {
        guard Subject(rawValue: subject) != nil else {
            throw ValidationError("\"\(subject)\" is not a subject; use numbers, vowels, alphabet or syllables.")
        }
    }

    func run() throws {
        guard let subject = Subject(rawValue: subject) else { return }
        try options.launch(at: Screen(subject, .lesson), kiosk: false)
    }
}
