import Lessons
import TerminalUI
import Texts

extension Quizzes: ScreenActivity {
    /// Never drawn: `ScreenLabels.icon` draws every game's and challenge's tile as `?`.
    public static let icon = "?"

    /// Enter asks, the subject's keys answer.
    public static func hints(on screen: Screen) -> [(key: String, action: String)] {
        [("key.enter", "hint.ask"), (KeyHints.answerKeys(screen.subject), "hint.answer")]
    }

    /// Up asks again; on a game, right opens its challenge.
    public static func laterHints(on screen: Screen) -> [(key: String, action: String)] {
        [("key.up", "hint.again")] + (screen.mode == .game ? [("key.right", "hint.challenge")] : [])
    }

    /// The counters, then the question, the answer's outcome or the challenge's end.
    public static func pieces(for state: SessionState, emoji: Bool, texts: Catalogue) -> [Piece] {
        QuizPieces(state: state, emoji: emoji, texts: texts).pieces
    }

    /// A game's keys; right on a subject's game opens its challenge.
    public static func action(for key: Key, on screen: Screen) -> UIAction {
        guard key == .right else { return KeyMap.gameAction(for: key) }
        guard screen.mode == .game, let challenge = screen.children.first else { return .none }
        return .open(challenge)
    }
}

/// A game's or challenge's body: hits and misses (and in a challenge lives, seconds and the record), then the question
/// (`?` while it waits for an answer, the item or word after), the answer's outcome, or how the challenge ended.
struct QuizPieces {
    let state: SessionState
    let emoji: Bool
    let texts: Catalogue

    var pieces: [Piece] {
        let counters: [Piece] = [.text(counterLine, .plain), .gap]
        let view = state.quiz
        // The banner says how it ended, with its hits: the counters of the next game, all zero, would contradict it.
        if let banner = view.banner { return bannerPieces(banner) }
        var pieces = counters
        switch (state.phase, state.current) {
        case (_, .word(let word)?):
            pieces += SyllableWordPieces(word: word, reveal: view.reveal, emoji: emoji).pieces + feedbackPieces(view.feedback)
        case (.awaitingAnswer, _?):
            pieces.append(.big("?", .item))
        case (_, let current?):
            pieces.append(.big(shown(current), style(of: view.feedback)))
            pieces += feedbackPieces(view.feedback)
        case (_, nil):
            pieces += [.big("?", .dim), .gap, .text(texts.text("game.ask"), .plain)]
        }
        pieces += answerKeys
        if state.phase == .awaitingAnswer, let seconds = state.secondsLeft {
            let given = max(1, view.secondsGiven ?? seconds)
            pieces += [.gap, .gauge(left: Double(seconds) / Double(given), shape: .bar, text: String(seconds),
                                    seconds <= 3 ? .bad : .good)]
        }
        return pieces
    }

    /// The subject's answers as keys to tap in a window (the terminal's are on its keyboard): digits from 1, zero last,
    /// as on a keyboard; letters in the chosen case.
    private var answerKeys: [Piece] {
        guard let subject = state.screen.subject else { return [] }
        let keys = subject.answerKeys.sorted { ($0 == "0" ? "9:" : $0) < ($1 == "0" ? "9:" : $1) }
        let caps = keys.compactMap { key in key.first.map { Piece.KeyCap(label: state.letterCase.applied(to: key), key: $0) } }
        return [.keys(caps, lit: nil, inTerminal: false)]
    }

    /// Hits and misses; in a challenge also lives (hearts, or `* * *`), seconds left and the record.
    private var counterLine: String {
        var parts: [String] = []
        if let lives = state.lives {
            // Hearts where emoji can be drawn; the console's font has none.
            let stars = lives > 0 ? Array(repeating: emoji ? "❤️" : "*", count: lives).joined(separator: " ") : "-"
            parts.append(texts.text("game.lives", ["stars": stars]))
        }
        if let seconds = state.secondsLeft { parts.append(texts.text("game.seconds", ["n": String(seconds)])) }
        parts += [texts.text("game.hits", ["n": String(state.hits)]), texts.text("game.misses", ["n": String(state.misses)])]
        if let record = state.record { parts.append(texts.text("game.record", ["n": String(record)])) }
        return parts.joined(separator: "    ")
    }

    private func bannerPieces(_ banner: QuizView.Banner) -> [Piece] {
        switch banner {
        case .gameOver(let hits):
            [.big(texts.text("game.over"), .bad), .gap, .text(texts.counted("game.over_hits", hits), .bad)]
        case .newRecord(let hits):
            [.big(texts.text("game.new_record"), .good), .gap, .text(texts.counted("game.new_record_hits", hits), .good)]
        }
    }

    private func feedbackPieces(_ feedback: QuizView.Feedback?) -> [Piece] {
        switch feedback {
        case .right?: [.gap, .text(texts.text("game.right"), .good)]
        case .wrong(let correct)?: [.gap, .text(texts.text("game.wrong", ["answer": correct]), .bad)]
        case nil: []
        }
    }

    private func style(of feedback: QuizView.Feedback?) -> Style {
        switch feedback {
        case .right?: .good
        case .wrong?: .bad
        case nil: .item
        }
    }

    /// An item's key as drawn: letters in the chosen case.
    private func shown(_ question: Question) -> String {
        switch question {
        case .item(let item): state.letterCase.applied(to: item.key)
        case .word(let word): word.text.uppercased()
        }
    }
}
