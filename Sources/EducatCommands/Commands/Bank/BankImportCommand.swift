import ArgumentParser
import CommandSupport
import SoundBank

/// `educat bank import-gcompris`: a bank made of the GCompris project's recorded voices, referenced where they are.
struct BankImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-gcompris",
        abstract: "Make a bank from a checkout of the GCompris voices (human recordings, GPL), without copying them.",
        discussion: """
            Maps LANG/alphabet/U0030.ogg… (digits, vowels, letters a–z), LANG/misc/ (praise: awesome, good…; \
            congratulation; their texts in LANG for ca, es and en, else none), LANG/intro/ (click_on_letter, \
            memory_sound: the alphabet game's and the memory menu's help) and LANG/words/ (the whole word of each \
            fallback word that names its GCompris word, gcompris = "bike") into BANK/bank.toml, referring to the files \
            where they are (paths relative to BANK), so the checkout must stay where it is, or move with the bank. A \
            subject is taken only when every key of it is recorded; everything else comes from the fallback bank (the \
            bundled bank of LANG when there is one, else the default bank): "try again" too, which GCompris has not \
            recorded (its check_answer says "check your answer"), and the words LANG/words/ lacks, listed by name.
            """)

    @Argument(help: ArgumentHelp("The GCompris-voices checkout (one folder per locale).", valueName: "dir"))
    var source: String

    @Option(help: ArgumentHelp("The locale folder to import (ca, es, pt_BR…).", valueName: "lang"))
    var lang: String

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The bank folder to write.", valueName: "bank"))
    var output: String

    @Option(help: ArgumentHelp("The bank to fall back to (default: the bundled bank of LANG, else the default bank).",
                               valueName: "bank"))
    var fallback: String?

    @Flag(help: "Replace an existing bank.toml in the output folder.")
    var force = false

    func run() throws {
        let summary: GComprisImportSummary
        do {
            summary = try GComprisImport(source: source, language: lang, output: output,
                                         fallback: fallback.map { BankLocator.resolve($0) }, overwrite: force).run()
        } catch let error as GComprisImportError {
            throw ExitError(error.description)
        }
        print(summary)
        let (_, problems) = Bank.loadReporting(from: output)
        let errors = problems.filter { $0.severity == .error }
        guard errors.isEmpty else { throw ExitError(BankLoadError(problems: errors).description) }
        print("check it with: educat bank check \(output)")
    }
}
