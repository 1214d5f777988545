import Foundation
import Lessons

/// Where the GCompris voices collection keeps the clips a bank can use, per locale folder.
enum GComprisLayout {
    /// Letters and digits, one file per lowercase code point: `alphabet/U0061.ogg` says "a".
    static let alphabetFolder = "alphabet"
    /// Praise, prompts and greetings.
    static let miscFolder = "misc"
    /// Pictures' names, with English file names (`words/bike.ogg` says "bicicleta" in Catalan): a bank's word
    /// takes the one its `gcompris` key names.
    static let wordsFolder = "words"

    /// The eight praise clips GCompris picks from at random.
    static let praise = ["awesome", "congratulation", "fantastic", "good", "great", "perfect", "super", "waytogo"]
    /// Prompts that ask the child to try again, in order of preference, for a checkout that adds them: GCompris has
    /// none in any language, and its `check_answer` says "check your answer", which is no "try again".
    static let scold = ["try_again", "tryagain"]
    /// Why a standard group GCompris never records falls back, for the summary.
    static let whyAbsent = ["scold": "GCompris has no \"try again\" recording"]

    /// The group the end of a memory game plays, and the games' celebration: GCompris's own "congratulations".
    static let congratulation = "congratulation"

    /// Activity introductions that say what a screen of ours asks: listen to a letter and find it; turn cards to hear
    /// sounds and find the pairs.
    /// The memory menu is a registered kind's, found by its path; without the kind, its intro is not imported.
    static var intros: [(screen: Screen, file: String)] {
        [(Screen(.alphabet, .game), "intro/click_on_letter.ogg")]
            + (Screen(path: "memory").map { [($0, "intro/memory_sound.ogg")] } ?? [])
    }

    /// The keys of each subject the bank schema has, in listing order.
    static func keys(of subject: Subject) -> [String] { subject.answerKeys.sorted() }

    /// The file that says `key`, relative to the locale folder: `alphabet/U0033.ogg` for "3".
    static func alphabetFile(for key: String) -> String {
        let codePoint = key.unicodeScalars.first.map { $0.value } ?? 0
        return alphabetFolder + "/" + String(format: "U%04X.ogg", codePoint)
    }

    /// The recording of the word GCompris calls `name`, relative to the locale folder.
    static func wordFile(_ name: String) -> String {
        wordsFolder + "/" + name + ".ogg"
    }

    /// A praise or prompt file, relative to the locale folder.
    static func miscFile(_ name: String) -> String {
        miscFolder + "/" + name + ".ogg"
    }
}
