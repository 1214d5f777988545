import ArgumentParser
import Foundation
import SoundBank

/// `educat bank list`: every clip with its duration, format, levels, and where it comes from.
struct BankListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every clip: name, group, duration, rate/channels, peak (dBFS), loudness (LUFS), the gain (dB) it plays at, "
            + "the bank it comes from (this one or a fallback), its file there and the text it says.")

    @OptionGroup var bank: BankArgument

    func run() throws {
        let (report, loaded) = try bank.checked()
        print(row("NAME", "GROUP", "SECONDS", "FORMAT", "PEAK dBFS", "LUFS", "GAIN dB", "BANK", "FILE", "TEXT"))
        for clip in loaded.clips {
            let group = clip.name.split(separator: ".").first.map(String.init) ?? clip.name
            // The bank whose manifest names the clip: this one, or the fallback it leaves the clip to.
            let layer = ((clip.clip.manifest as NSString).deletingLastPathComponent as NSString).lastPathComponent
            let origin = [layer, Self.shown(clip.clip.relativePath), Self.shown(clip.clip.text ?? "")]
            guard let analysis = report.analyses[clip.clip.path] else {
                print(row([clip.name, group, "-", "-", "-", "unreadable", "-"] + origin))
                continue
            }
            let gain = Levelling.gain(role: clip.role, fixed: clip.clip.gain, level: ClipLevel(analysis))
            print(row([clip.name, group, String(format: "%.2f", analysis.duration),
                       String(format: "%g kHz %d ch", Double(analysis.format.sampleRate) / 1000, analysis.format.channels),
                       analysis.peak.isFinite ? String(format: "%.1f", analysis.peak) : "-inf",
                       analysis.loudness.map { String(format: "%.1f", $0) } ?? "-", String(format: "%+.1f", gain)] + origin))
        }
    }

    /// `text` on one line of a terminal: control characters escaped.
    private static func shown(_ text: String) -> String {
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined()
    }

    private func row(_ columns: String...) -> String { row(columns) }

    private func row(_ columns: [String]) -> String {
        let widths = [24, 12, 8, 14, 10, 8, 8, 10, 28, 0]
        return zip(columns, widths).map { $0.padding(toLength: max($1, $0.count), withPad: " ", startingAt: 0) }
            .joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}
