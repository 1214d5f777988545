import Foundation
import Lessons
import Records

/// A month of play (March 2026, UTC) for three children, made deterministically and stored through the store's API.
public struct PlayedMonth {
    /// The three children's profile names.
    public static let children = ["Marta", "Pau", "Nil"]
    /// The month's first day.
    public static let first = Date(timeIntervalSince1970: 1_772_323_200)  // 2026-03-01 00:00 UTC

    /// Every game, in the order played per child.
    public var games: [GameResult] = []
    /// Every activity result.
    public var activities: [ActivityResult] = []

    /// The month as played; nothing is stored yet.
    public init() {
        for (child, name) in Self.children.enumerated() {
            for day in 1...31 where (day + child) % 3 != 0 {
                let morning = Self.first.addingTimeInterval(Double(day - 1) * 86_400 + 9 * 3600 + Double(child) * 600)
                games.append(Self.numbersGame(name, child: child, day: day, at: morning))
                if day % 7 == child { games.append(Self.vowelsChallenge(name, child: child, day: day, at: morning + 1800)) }
                activities.append(ActivityResult(
                    profile: name, screen: "vowels/lesson", started: morning + 3600,
                    ended: morning + 3600 + Double(60 + day * 2), measures: ["items heard": 5 + day % 4]))
                if day % 2 == 0 {
                    activities.append(ActivityResult(
                        profile: name, screen: "memory/animals", started: morning + 4000, ended: morning + 4120,
                        measures: ["pairs found": 6, "mistakes": day % 3, "won": 1]))
                }
            }
        }
    }

    /// Stores every game and activity.
    public func store(into store: RecordStore) throws {
        for name in Self.children { try store.addProfile(name) }
        for game in games { _ = try store.recordGameEnd(game) }
        for activity in activities { try store.recordActivity(activity) }
    }

    /// Ten number questions; each child mixes up 6 and 9 (and other numbers with the next one) now and then. Items are
    /// stored as a game stores them, by their clip's name (`numbers.9`), and answers by the key pressed (`6`).
    private static func numbersGame(_ name: String, child: Int, day: Int, at start: Date) -> GameResult {
        let questions = (0..<10).map { question in
            let item = (day * 7 + question * 3 + child) % 10
            let asked = ClipName.item(.numbers, String(item)).rawValue
            let time = 1.0 + Double((question + day) % 5) * 0.5
            if (question * day + child) % 13 == 0 {
                return QuestionOutcome(item: asked, result: .timeout, responseTime: 5)
            }
            guard (question + 2 * day + child) % 4 == 0 else {
                return QuestionOutcome(item: asked, result: .hit, responseTime: time, answered: String(item))
            }
            let pressed = item == 9 ? 6 : item == 6 ? 9 : (item + 1) % 10
            return QuestionOutcome(item: asked, result: .miss, responseTime: time, answered: String(pressed))
        }
        let hits = questions.filter { $0.result == .hit }.count
        return GameResult(profile: name, subject: .numbers, mode: .game, started: start,
                          ended: start + Double(questions.count) * 4, hits: hits, misses: 10 - hits, questions: questions)
    }

    /// A challenge whose score grows through the month, ended by three wrong answers.
    private static func vowelsChallenge(_ name: String, child: Int, day: Int, at start: Date) -> GameResult {
        let hits = day / 3 + child
        let vowels = ["a", "e", "i", "o", "u"]
        let asked = vowels.map { ClipName.item(.vowels, $0).rawValue }
        let questions = (0..<hits).map {
            QuestionOutcome(item: asked[$0 % 5], result: .hit, responseTime: 1.2, answered: vowels[$0 % 5])
        } + (0..<3).map { QuestionOutcome(item: asked[$0], result: .miss, responseTime: 2, answered: vowels[$0 + 1]) }
        return GameResult(profile: name, subject: .vowels, mode: .challenge, started: start,
                          ended: start + Double(questions.count) * 3, hits: hits, misses: 3, questions: questions)
    }
}
