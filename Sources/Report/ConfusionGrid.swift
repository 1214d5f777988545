import Foundation
import Plot

/// The items a child mixes up, per subject, as a grid: rows are the item asked, columns the key pressed, and each
/// cell is shaded by how often that happened.
enum ConfusionGrid {
    /// At most this many items on each side, the most mixed-up ones, so the grid fits a phone's width.
    static let largest = 8

    /// The items of the grid for `confusions` of one subject: those in the most frequent mix-ups, in text order.
    static func axes(_ confusions: [Confusion]) -> (asked: [String], answered: [String]) {
        var asked: [String] = [], answered: [String] = []
        for confusion in confusions.sorted(by: { $0.count > $1.count }) {
            if !asked.contains(confusion.asked) && asked.count < largest { asked.append(confusion.asked) }
            if !answered.contains(confusion.answered) && answered.count < largest { answered.append(confusion.answered) }
        }
        return (asked.sorted(), answered.sorted())
    }

    /// The cell's shade: 0 (none) to 4 (the subject's most frequent mix-up), for the CSS classes `level-0…4`.
    static func level(_ count: Int, most: Int) -> Int {
        guard count > 0, most > 0 else { return 0 }
        return max(1, Int((Double(count) / Double(most) * 4).rounded(.up)))
    }

    /// One table per subject with mix-ups, its items named by `names`.
    static func tables(_ confusions: [Confusion], names: PlayNames) -> [Node<HTML.BodyContext>] {
        Dictionary(grouping: confusions, by: \.subject).sorted { $0.key < $1.key }.map { subject, confusions in
            let (asked, answered) = axes(confusions)
            let counts = Dictionary(confusions.map { ("\($0.asked)\u{0}\($0.answered)", $0.count) }, uniquingKeysWith: +)
            let most = confusions.map(\.count).max() ?? 0
            return .table(
                .class("confusion"),
                .caption(.text(names.subject(subject))),
                .thead(.tr(.th(.text("")), .forEach(answered) { .th(.text(names.answer($0, in: subject))) })),
                .tbody(.forEach(asked) { item in
                    .tr(.th(.text(names.item(item, in: subject))), .forEach(answered) { pressed in
                        let count = counts["\(item)\u{0}\(pressed)"] ?? 0
                        return .td(.class("level-\(level(count, most: most))"), .text(count == 0 ? "" : String(count)))
                    })
                }))
        }
    }
}
