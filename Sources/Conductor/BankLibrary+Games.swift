import Lessons

extension BankLibrary {
    /// Adds the bank's memory cards and timer activities, named as the bank lists their clips.
    func addGames(to content: inout LessonContent) {
        for (category, cards) in bank.memory {
            content.memoryCards[category] = cards.enumerated().map {
                LessonItem(key: $1.key, id: ClipName.memoryCard(category, $0 + 1).rawValue)
            }
        }
        content.timerActivities = (bank.timer?.activities ?? []).map(\.activity)
    }
}
