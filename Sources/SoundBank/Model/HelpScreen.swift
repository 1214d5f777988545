/// Every screen of the menu tree; each has a spoken help clip.
public enum HelpScreen: String, CaseIterable, Sendable {
    case main, numbers, letters, vowels, alphabet, syllables, records, info
    case numbersLesson = "numbers_lesson", numbersGame = "numbers_game", numbersChallenge = "numbers_challenge"
    case vowelsLesson = "vowels_lesson", vowelsGame = "vowels_game", vowelsChallenge = "vowels_challenge"
    case alphabetLesson = "alphabet_lesson", alphabetGame = "alphabet_game", alphabetChallenge = "alphabet_challenge"
    case syllablesLesson = "syllables_lesson", syllablesGame = "syllables_game", syllablesChallenge = "syllables_challenge"
}
