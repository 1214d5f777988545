import ArgumentParser
import Lessons

/// `educat story [--language L]`: straight into the bank's narrated story, full screen; Ctrl-C quits.
struct StoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "story",
        abstract: "Open the narrated story: arrows turn pages, n turns the voice off, l changes the language.",
        discussion: "Opens on the first page with narration on; Esc goes to the story menu, where the naming game is.")

    @Option(help: ArgumentHelp("The story's language, when the bank tells it in that one (e.g. ca, es); "
                               + "default: the story's first.", valueName: "code"))
    var language: String?

    @Option(help: ArgumentHelp("The story to open, by its id in the bank (`educat bank info` lists them); default: "
                               + "the bank's first. s moves to the next story.", valueName: "id"))
    var story: String?

    @OptionGroup var options: KioskCommand.Options

    func run() throws {
        try options.launch(at: .storyBook, kiosk: false, storyLanguage: language, story: story)
    }
}
