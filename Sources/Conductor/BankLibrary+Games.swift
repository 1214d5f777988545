import Lessons

extension BankLibrary {
    /// Adds the bank's memory cards, count-along numbers and timer activities, named as the bank lists their clips.
    func addGames(to content: inout LessonContent) {
        for (category, cards) in bank.memory {
            content.memoryCards[category] = cards.enumerated().map {
                LessonItem(key: $1.key, id: ClipName.memoryCard(category, $0 + 1).rawValue)
            }
        }
        // The number keys count 1…9 then 0 for 10, as the keyboard's top row runs. Count-along's section of the bank
        // is still read here, so its numbers go where a registered kind's content goes, under the kind's id.
        content.activities[GameKind.count.rawValue] = (bank.count?.numbers ?? []).map {
            LessonItem(key: $0.key == "10" ? "0" : $0.key, id: ClipName.count($0.key).rawValue)
        }
        content.timerActivities = (bank.timer?.activities ?? []).map(\.activity)
    }
}
