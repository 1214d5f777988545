import Lessons
import SoundBank

extension BankLibrary {
    /// Adds the bank's phrase words, named as the bank lists their clips (`phrase.verb.vull`).
    func addPhrase(to content: inout LessonContent) {
        guard let book = bank.phrase else { return }
        func words(_ entries: [BankPhraseEntry], _ step: PhraseStep) -> [PhraseWord] {
            entries.map { entry in
                let name = entry.clipName(step)
                return PhraseWord(id: entry.id, text: entry.text, emoji: entry.emoji, clip: name.rawValue,
                                  questionClip: entry.question.map { _ in name.question.rawValue }, next: entry.next)
            }
        }
        let no = book.no.map { PhraseWord(id: "no", text: $0.text ?? "no", emoji: "", clip: ClipName.phraseNo.rawValue) }
        content.phraseBook = PhraseBook(subjects: words(book.subjects, .subject), verbs: words(book.verbs, .verb),
                                        complements: words(book.complements, .complement), quick: book.quick,
                                        no: no, questionTag: book.question.map { _ in ClipName.phraseQuestion.rawValue },
                                        openingQuestionMark: book.openingQuestionMark)
    }
}
