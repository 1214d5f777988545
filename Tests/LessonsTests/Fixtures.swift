@testable import Lessons

/// Items and words as a sound bank would list them.
enum Fixtures {
    static let digits = (0...9).map { LessonItem(key: String($0), id: "number_\($0)") }
    static let vowels = ["a", "e", "i", "o", "u"].map { LessonItem(key: $0, id: "vowel_\($0)") }
    static let words = [
        SyllableWord(id: "sol", text: "sol", syllables: ["sol"], display: "☀️"),
        SyllableWord(id: "casa", text: "casa", syllables: ["ca", "sa"], display: "🏠"),
        SyllableWord(id: "cadira", text: "cadira", syllables: ["ca", "di", "ra"], display: "🪑"),
        SyllableWord(id: "ordinador", text: "ordinador", syllables: ["or", "di", "na", "dor"], display: "💻"),
    ]
}

/// Records that store nothing: a navigator needs a keeper, and no session opens a challenge here.
struct NoRecords: RecordKeeper {
    func best(for subject: Subject) -> Int { 0 }
    func save(subject: Subject, score: Int, ending: Event, at time: Double) throws {}
}
