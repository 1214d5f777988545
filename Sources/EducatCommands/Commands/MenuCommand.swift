import ArgumentParser

/// `educat menu` (and plain `educat`): the full-screen menu for children in this terminal, which ends when it closes.
struct MenuCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "menu",
        abstract: "The full-screen menu for children, with music, in this terminal: closing the terminal ends it.",
        discussion: rules + " It is what plain `educat` starts. The deployed kiosk is `educat kiosk`.")

    /// The kiosk rules both menus keep.
    static let rules = """
        Starts on the main menu. Ctrl-C, Ctrl-Z and Ctrl-\\ do nothing; the operator key chord \
        (kiosk.operator_chord, default "ctrl-o ctrl-p") opens the operator menu: quit, volume cap, reset records. \
        After kiosk.idle_seconds without a key (default 90) any screen returns to the main menu.
        """

    @OptionGroup var options: KioskCommand.Options

    func run() throws {
        try options.launch(at: .main, kiosk: true)
    }
}
