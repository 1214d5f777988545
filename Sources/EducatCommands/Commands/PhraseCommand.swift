import ArgumentParser
import Lessons

/// `educat phrase [--quick]`: straight into the phrase builder, full screen.
struct PhraseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phrase",
        abstract: "Open the phrase builder: choose who, what they do and what to, and hear the sentence.",
        discussion: """
            Digits choose a word, which plays as it is chosen; Left/Right show more words when a step has more \
            than nine. The finished sentence is spoken as one; Enter says it again, n adds or removes "no", p makes \
            it a question. Backspace takes the last word back, Esc goes home; Ctrl-C quits. The words and which \
            follow which come from the bank's [phrase] section.
            """)

    @Flag(help: "Quick mode: only \"I want …\" and \"I am …\" sentences.")
    var quick = false

    @OptionGroup var options: KioskCommand.Options

    func run() throws {
        try options.launch(at: quick ? .phraseQuick : .phraseFull, kiosk: false)
    }
}
