/// What a session asks the world to show or play; the conductor maps each to a cue and logs its `name`.
public enum Event: Hashable, Sendable {
    /// A screen became current (its title clip may play).
    case screenEntered(Screen)
    /// A screen was left: whatever it queued must stop.
    case screenLeft(Screen)
    /// The child asked what this screen is for.
    case helpRequested(Screen)
    /// Lesson: play this item's clip, cutting the one playing.
    case playItem(LessonItem)
    /// Letters are now drawn in this case.
    case caseToggled(LetterCase)
    /// A game question: play the item (or the word), also sent again on repeat.
    case questionAsked(Question)
    /// Right answer: play praise clip `praise` of the praise group.
    case answerRight(praise: Int, question: Question)
    /// Wrong answer: play scold clip `scold`; `pressed` is the key and `correct` the question missed.
    case answerWrong(scold: Int, pressed: String, correct: Question)
    /// Challenge: `secondsLeft` whole seconds remain for the question.
    case tick(secondsLeft: Int)
    /// Challenge: time ran out on `correct`; play scold clip `scold`.
    case timeout(scold: Int, correct: Question)
    /// Challenge: a life was lost and `livesLeft` remain.
    case lifeLost(livesLeft: Int)
    /// Challenge over without a new record.
    case gameOver(hits: Int)
    /// Challenge over with a new record, already saved.
    case newRecord(subject: Subject, hits: Int)
    /// A record was earned but could not be saved, so it is not announced.
    case recordNotSaved(subject: Subject, hits: Int, reason: String)
    /// Play the word, then its syllables with claps, then the count (lesson, or the game's replay after an answer).
    case syllableSequence(SyllableWord)
    /// Syllable `index` of the current word is now on screen.
    case syllableShown(index: Int)
    /// The syllable count of the current word is now on screen.
    case countShown(count: Int)
    /// A child's input had no effect here (nothing pending, or an announcement playing).
    case ignored(Input)
    /// Story: narrate a page, cutting what plays; its words are reported back as heard.
    case narrate(StoryNarration)
    /// Story: word `index` (from 0) of the page is highlighted, as it is being spoken.
    case wordHighlighted(index: Int)
    /// Story: stop the narration (narration turned off, or a page turned in read-alone mode).
    case narrationStopped
    /// Story: play a page's object clip over the narration, never cutting it.
    case storyObject(clip: String)
    /// Story game: play a character's voice or description.
    case characterVoice(clip: String)
    /// Story game: the right name; play praise clip `praise`.
    case nameRight(praise: Int)
    /// Story game: a wrong name; play scold clip `scold`.
    case nameWrong(scold: Int)
    /// Story game: every name found; play the congratulation.
    case namesFound
    /// Memory: in the memorize phase, the card at `position` is face up and plays.
    case memoryCardShown(position: Int, card: LessonItem)
    /// Memory: the memorize phase is over and every card is face down.
    case memorizeEnded
    /// Memory: the child turned the card at `position`; it plays.
    case cardRevealed(position: Int, card: LessonItem)
    /// Memory: the two cards turned match; `pairsLeft` remain to find.
    case pairMatched(pairsLeft: Int)
    /// Memory: the two cards turned differ; `mistakesLeft` remain.
    case pairMissed(mistakesLeft: Int)
    /// Memory: every pair found; the celebration plays.
    case memoryWon
    /// Memory: out of mistakes; the consolation ("La propera vegada!") plays.
    case memoryLost
    /// Count-along: the next number was pressed; it plays.
    case countNumber(LessonItem)
    /// Count-along: a press was not the next number; a gentle hint plays, then `expected`.
    case countHint(expected: LessonItem)
    /// Count-along: every number up to `total` counted; the celebration plays.
    case countFinished(total: Int)
    /// Phrase builder: a word was chosen (or asked again); it plays.
    case phraseWord(PhraseWord)
    /// Phrase builder: say the sentence, its word clips back to back with no gap.
    case sentenceSpoken(PhraseSentence)
    /// Phrase builder: the last word was taken back.
    case phraseWordRemoved(PhraseWord)
    /// Phrase builder: page `page` (from 0) of the words is shown.
    case phrasePage(Int)
    /// Phrase builder: the sentence is now negated (true) or not.
    case negationToggled(Bool)
    /// Phrase builder: the sentence is now a question (true) or not.
    case questionToggled(Bool)
    /// Timer: an activity was chosen (or repeated); its clip plays.
    case activityChosen(clip: String)
    /// Timer: the setting stage shows a duration of `minutes` (changed, or back from the countdown); silent.
    case durationSet(minutes: Int)
    /// Timer: a countdown of `seconds` is set, paused until started.
    case timerSet(seconds: Int)
    /// Timer: the countdown runs.
    case timerStarted
    /// Timer: the countdown is paused with `secondsLeft` whole seconds to go.
    case timerPaused(secondsLeft: Int)
    /// Timer: the whole seconds left changed; silent, for the screen and the log.
    case timerTick(secondsLeft: Int)
    /// Timer: half the time has passed; "half time" plays.
    case halfTime
    /// Timer: one minute is left (timers longer than a minute); it is said.
    case oneMinuteLeft
    /// Timer: time is up; the alarm plays, once.
    case timerAlarm
    /// An event of a registered kind (Sources/Activities), named and played by its own description.
    case activity(ActivityEvent)

    /// The snake_case name the conductor writes to its event log.
    public var name: String {
        switch self {
        case .screenEntered: "screen_entered"
        case .screenLeft: "screen_left"
        case .helpRequested: "help_requested"
        case .playItem: "play_item"
        case .caseToggled: "case_toggled"
        case .questionAsked: "question_asked"
        case .answerRight: "answer_right"
        case .answerWrong: "answer_wrong"
        case .tick: "tick"
        case .timeout: "timeout"
        case .lifeLost: "life_lost"
        case .gameOver: "game_over"
        case .newRecord: "new_record"
        case .recordNotSaved: "record_not_saved"
        case .syllableSequence: "syllable_sequence"
        case .syllableShown: "syllable_shown"
        case .countShown: "count_shown"
        case .ignored: "ignored"
        case .narrate: "narrate"
        case .wordHighlighted: "word_highlighted"
        case .narrationStopped: "narration_stopped"
        case .storyObject: "story_object"
        case .characterVoice: "character_voice"
        case .nameRight: "name_right"
        case .nameWrong: "name_wrong"
        case .namesFound: "names_found"
        case .memoryCardShown: "memory_card_shown"
        case .memorizeEnded: "memorize_ended"
        case .cardRevealed: "card_revealed"
        case .pairMatched: "pair_matched"
        case .pairMissed: "pair_missed"
        case .memoryWon: "memory_won"
        case .memoryLost: "memory_lost"
        case .countNumber: "count_number"
        case .countHint: "count_hint"
        case .countFinished: "count_finished"
        case .phraseWord: "phrase_word"
        case .sentenceSpoken: "sentence_spoken"
        case .phraseWordRemoved: "phrase_word_removed"
        case .phrasePage: "phrase_page"
        case .negationToggled: "negation_toggled"
        case .questionToggled: "question_toggled"
        case .activityChosen: "activity_chosen"
        case .durationSet: "duration_set"
        case .timerSet: "timer_set"
        case .timerStarted: "timer_started"
        case .timerPaused: "timer_paused"
        case .timerTick: "timer_tick"
        case .halfTime: "half_time"
        case .oneMinuteLeft: "one_minute_left"
        case .timerAlarm: "timer_alarm"
        case .activity(let event): event.name
        }
    }
}
