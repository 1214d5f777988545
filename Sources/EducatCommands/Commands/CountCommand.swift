import Activities
import ArgumentParser
import Lessons

/// `educat count [--to N]`: straight into count-along, full screen.
struct CountCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "count",
        abstract: "Open count-along: press the numbers in order from 1, hearing each.",
        discussion: """
            The digit keys are the numbers, and 0 is 10. A number out of order plays a gentle hint and the number \
            that comes next; reaching the last plays a celebration. Enter counts again; Esc goes back; Ctrl-C quits.
            """)

    @Option(help: ArgumentHelp("The number to count to, 1 to 10.", valueName: "N"))
    var to = CountAlong.defaultTotal

    @OptionGroup var options: KioskCommand.Options

    func validate() throws {
        guard (1...CountAlong.mostNumbers).contains(to) else {
            throw ValidationError("--to \(to): count-along counts to a number from 1 to \(CountAlong.mostNumbers) "
                                  + "(the digit keys, 0 for 10).")
        }
    }

    func run() throws {
        try options.launch(at: .count, kiosk: false, countTo: to)
    }
}
