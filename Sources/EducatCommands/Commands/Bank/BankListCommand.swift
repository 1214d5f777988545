import ArgumentParser
import Foundation
import SoundBank

/// `educat bank list`: every clip with its duration, format and levels.
struct BankListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every clip: name, group, duration, rate/channels, peak (dBFS), loudness (LUFS) and the gain (dB) it plays at.")

    @OptionGroup var bank: BankArgument

    func run() throws {
        let (report, loaded) = try bank.checked()
        print(row("NAME", "GROUP", "SECONDS", "FORMAT", "PEAK dBFS", "LUFS", "GAIN dB"))
        for clip in loaded.clips {
            let group = clip.name.split(separator: ".").first.map(String.init) ?? clip.name
            guard let analysis = report.analyses[clip.clip.path] else {
                print(row(clip.name, group, "-", "-", "-", "unreadable", "-"))
                continue
            }
            let gain = Levelling.gain(role: clip.role, fixed: clip.clip.gain, level: ClipLevel(analysis))
            print(row(clip.name, group, String(format: "%.2f", analysis.duration),
                      String(format: "%g kHz %d ch", Double(analysis.format.sampleRate) / 1000, analysis.format.channels),
                      analysis.peak.isFinite ? String(format: "%.1f", analysis.peak) : "-inf", analysis.loudness.map { String(format: "%.1f", $0) } ?? "-",
                      String(format: "%+.1f", gain)))
        }
    }

    private func row(_ columns: String...) -> String {
        let widths = [24, 12, 8, 14, 10, 8, 7]
        return zip(columns, widths).map { $0.padding(toLength: max($1, $0.count), withPad: " ", startingAt: 0) }
            .joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}
