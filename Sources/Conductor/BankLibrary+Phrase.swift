import Lessons
import SoundBank

extension BankLibrary {
    /// Adds the bank's phrase words, named as the bank lists their clips (`phrase.verb.vull`).
    func addPhrase(to content: inout LessonContent) {
        guard let book = bank.phrase else { return }
        let no = book.no.map { PhraseWord(id: "no", text: $0.text ?? "no", emoji: "", clip: ClipName.phraseNo.rawValue) }
        content.phraseBook = PhraseBook(subjects: book.subjects.map(\.word), verbs: book.verbs.map(book.word),
                                        complements: book.complements.map(\.word), quick: book.quick,
                                        no: no, questionTag: book.question.map { _ in ClipName.phraseQuestion.rawValue },
                                        openingQuestionMark: book.openingQuestionMark)
    }
}
