import Activities
import ArgumentParser
import Foundation
import SoundBank

/// `educat bank info`: what a bank holds, in a few lines.
struct BankInfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Language, what an overlay takes from its fallback list by list, clips per group, total duration and size of a bank.")

    @OptionGroup var bank: BankArgument

    func run() throws {
        let (report, loaded) = try bank.checked()
        print("bank:      \(loaded.folder)")
        print("language:  \(loaded.language) (\(loaded.name))")
        if let fallback = loaded.fallback { print("fallback:  \(fallback)") }
        let width = loaded.layers.map(\.list.count).max() ?? 0
        for layer in loaded.layers {
            print("layer:     " + layer.list.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + layer.counts)
        }
        var counts: [String: Int] = [:]
        var order: [String] = []
        for clip in loaded.clips {
            let group = clip.name.split(separator: ".").first.map(String.init) ?? clip.name
            if counts[group] == nil { order.append(group) }
            counts[group, default: 0] += 1
        }
        print("clips:     \(loaded.clips.count) (" + order.map { "\($0) \(counts[$0]!)" }.joined(separator: ", ") + ")")
        print("words:     \(loaded.words.count) syllable words")
        for story in loaded.stories {
            // Titled in the bank's language when the story is told in it, as the story screens open it.
            let title = story.title[loaded.language] ?? story.languages.first.flatMap { story.title[$0] } ?? ""
            print("story:     \(story.id) \"\(title)\", \(story.pages.count) pages in \(story.languages.joined(separator: ", "))")
        }
        if let phrase = loaded.phrase {
            print("phrase:    \(phrase.subjects.count) subjects, \(phrase.verbs.count) verbs, \(phrase.complements.count) complements; "
                  + "quick: \(phrase.quick.joined(separator: ", "))")
        }
        if let timer = loaded.timer {
            print("timer:     \(timer.activities.count) activities: \(timer.activities.map(\.id).joined(separator: ", "))")
        }
        let files = Set(loaded.clips.map(\.clip.path))
        let seconds = files.compactMap { report.analyses[$0]?.duration }.reduce(0, +)
        let bytes = files.compactMap { try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int }.reduce(0, +)
        print(String(format: "duration:  %.1f s in %d files", seconds, files.count))
        print(String(format: "size:      %.2f MB", Double(bytes) / 1_000_000))
        if let median = report.medianVoiceLoudness { print(String(format: "loudness:  median voice %.1f LUFS", median)) }
        print("check:     \(BankCheckCommand.summary(report.problems))")
    }
}
