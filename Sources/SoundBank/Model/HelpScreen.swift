/// Every screen of the menu tree; each has a spoken help clip.
public enum HelpScreen: String, CaseIterable, Sendable {
    /// The menus: main, the subjects, the letters submenu, records and info.
    case main, numbers, letters, vowels, alphabet, syllables, records, info
    /// The numbers' lesson, game and challenge.
    case numbersLesson = "numbers_lesson", numbersGame = "numbers_game", numbersChallenge = "numbers_challenge"
    /// The vowels' lesson, game and challenge.
    case vowelsLesson = "vowels_lesson", vowelsGame = "vowels_game", vowelsChallenge = "vowels_challenge"
    /// The alphabet's lesson, game and challenge.
    case alphabetLesson = "alphabet_lesson", alphabetGame = "alphabet_game", alphabetChallenge = "alphabet_challenge"
    /// The syllables' lesson, game and challenge.
    case syllablesLesson = "syllables_lesson", syllablesGame = "syllables_game", syllablesChallenge = "syllables_challenge"
    /// The story menu, its book and its naming game.
    case story, storyBook = "story_book", storyNames = "story_names"
    /// The memory menu, count-along, and the memory game of each category.
    case memory, count
    case memoryAnimals = "memory_animals", memoryFruits = "memory_fruits", memoryVehicles = "memory_vehicles"
    case memoryPlants = "memory_plants"
    /// The phrase menu, its full builder and its quick "I want / I am" mode.
    case phrase, phraseFull = "phrase_full", phraseQuick = "phrase_quick"
    /// The activity timer.
    case timer
}
