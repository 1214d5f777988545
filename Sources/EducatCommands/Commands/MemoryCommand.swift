import ArgumentParser
import Lessons

/// `educat memory [--category C]`: straight into the audio memory game (or its category menu), full screen.
struct MemoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory",
        abstract: "Open the audio memory game: find the 8 pairs of sounds on a 4×4 grid.",
        discussion: """
            The cards sit on the keyboard's left block, row by row: 1 2 3 4 / Q W E R / A S D F / Z X C V. \
            First every card is played in turn for 10 seconds; then they are hidden and each key turns one. \
            Three mistakes end the game ("La propera vegada!"); finding every pair plays a celebration. \
            Enter plays again; Esc goes back; Ctrl-C quits.
            """)

    @Option(help: ArgumentHelp("animals, fruits, vehicles or plants (default: the category menu).", valueName: "category"))
    var category: String?

    @OptionGroup var options: KioskCommand.Options

    func validate() throws {
        guard let category, Screen.memory(category) == nil else { return }
        let known = Screen.memoryCategories.joined(separator: ", ")
        throw ValidationError("\"\(category)\" is not a memory category; use \(known).")
    }

    func run() throws {
        let start = category.flatMap(Screen.memory) ?? .memory
        try options.launch(at: start, kiosk: false)
    }
}
