import AudioEngine
import Foundation
import Lessons

/// Checks a bank and every file it names, reporting all problems at once.
public struct BankChecker: Sendable {
    /// The thresholds used.
    public var limits: CheckLimits

    /// Creates a checker.
    public init(limits: CheckLimits = CheckLimits()) {
        self.limits = limits
    }

    /// Checks the bank in `folder` (and its fallbacks): manifests, then each file once, then loudness across voices.
    public func check(folder: String) -> BankReport {
        let (loaded, manifestProblems) = BankLoader.load(folder)
        guard let bank = loaded else {
            return BankReport(bank: nil, problems: manifestProblems, analyses: [:], medianVoiceLoudness: nil)
        }
        var problems = manifestProblems + completeness(bank)
        var analyses: [String: ClipAnalysis] = [:]
        var roles: [String: NamedClip.Role] = [:]
        for named in bank.clips where roles[named.clip.path] == nil {
            roles[named.clip.path] = named.role
            let (analysis, fileProblems) = examine(named)
            analyses[named.clip.path] = analysis
            problems += fileProblems
        }
        problems += loopProblems(bank, analyses)
        let voices = analyses.filter { roles[$0.key] == .voice }.compactMapValues(\.loudness)
        let median: Double? = voices.isEmpty ? nil : voices.values.sorted()[voices.count / 2]
        problems += levelProblems(bank, analyses)
        return BankReport(bank: bank, problems: problems, analyses: analyses, medianVoiceLoudness: median)
    }

    /// Decodes one file and reports what is wrong with it; the analysis is nil when it cannot be decoded.
    private func examine(_ named: NamedClip) -> (ClipAnalysis?, [BankProblem]) {
        let path = named.clip.path
        func problem(_ severity: BankProblem.Severity, _ kind: BankProblem.Kind, _ message: String) -> BankProblem {
            BankProblem(severity, kind, file: path, "(\(named.name)) " + message)
        }
        do {
            if try FileCheck.regularFileSize(at: path) == 0 { return (nil, [problem(.error, .emptyClip, "is empty (0 bytes)")]) }
        } catch let error where error.isMissing {
            let what = error == .missing ? "is missing" : error.description(wanted: "an audio file")
            return (nil, [problem(.error, .missingFile, what + " (named in \(named.clip.manifest))")])
        } catch {
            return (nil, [problem(.error, .unreadableFile, error.description(wanted: "an audio file"))])
        }
        let buffer: PCMBuffer
        do {
            buffer = try SoundFile.read(path)
        } catch let error as SoundFileError {
            return (nil, [problem(.error, .unreadableFile, error.reason)])
        } catch {
            return (nil, [problem(.error, .unreadableFile, "cannot be read: \(error)")])
        }
        let analysis = ClipAnalysis(buffer, silenceThreshold: limits.silenceThreshold,
                                    clippingLevel: limits.clippingLevel, clippingRun: limits.clippingRun)
        if analysis.isSilent {
            return (analysis, [problem(.error, .emptyClip, "is silent (nothing above \(decimal(limits.silenceThreshold)) dBFS)")])
        }
        // Silence at the ends, a voice's loudness and a quiet voice's peaks are the player's to fix as it loads: only
        // noted, and only for the bank's own files, whose maker may want them right for other players too. What is
        // left is what a person must do something about.
        var problems: [BankProblem] = []
        if named.role != .music, Self.isOwn(named.clip), analysis.startFound {
            let ends = [("starts", analysis.leadingSilence, limits.maxLeadingSilence), ("ends", analysis.trailingSilence, limits.maxTrailingSilence)]
            for (end, seconds, limit) in ends where seconds > limit {
                problems.append(problem(.note, .silence, "\(end) with \(decimal(seconds * 1000, digits: 0)) ms of silence: educat "
                    + "trims it to \(decimal((end == "starts" ? Levelling.lead : Levelling.tail) * 1000, digits: 0)) ms as it loads"))
            }
        }
        if named.role != .music, !analysis.startFound, let floor = analysis.noiseFloor {
            problems.append(problem(.warning, .unclearStart, "has noise at \(decimal(floor)) dBFS that its sound never rises "
                + "\(decimal(SoundBounds.rise, digits: 0)) dB above, so where it starts cannot be found: it plays whole, "
                + "noise and all; record it again somewhere quieter, or closer to the microphone"))
        }
        if analysis.clippedRuns > 0, Self.isOwn(named.clip) {
            problems.append(problem(.warning, .clipping, "clips in \(analysis.clippedRuns) place\(analysis.clippedRuns == 1 ? "" : "s") "
                + "(samples at full scale): lower its level and export it again"))
        }
        return (analysis, problems)
    }

    /// Whether a clip's file lies in the folder of the manifest that names it (the checked bank's or a fallback's): one
    /// its maker can export again, unlike a collection's, such as the GCompris checkout an import refers to.
    private static func isOwn(_ clip: ClipRef) -> Bool {
        !clip.relativePath.hasPrefix("/") && !clip.relativePath.split(separator: "/").contains("..")
    }

    /// Voices far from the voices' loudness: a warning where a manifest's fixed `gain` or a boost too deep to limit
    /// (`Levelling.deepestLimiting`) keeps one there, a note for the bank's own files the levelling brings to it.
    private func levelProblems(_ bank: Bank, _ analyses: [String: ClipAnalysis]) -> [BankProblem] {
        var seen = Set<String>()
        return bank.clips.compactMap { named in
            guard named.role == .voice, seen.insert(named.clip.path).inserted, let analysis = analyses[named.clip.path],
                  let loudness = analysis.loudness else { return nil }
            let level = ClipLevel(analysis)
            let levelled = Levelling.gain(role: .voice, fixed: nil, level: level)
            let played = loudness + (named.clip.gain ?? levelled)
            let off = played - Levelling.voiceTarget, direction = off < 0 ? "quieter" : "louder"
            // What the limiting depth holds back of the boost the voice needs (its loudness counts the peaks it limits).
            let short = Levelling.voiceTarget - loudness + level.limitingLoss - levelled
            let target = decimal(Levelling.voiceTarget, digits: 0)
            if let gain = named.clip.gain, abs(off) > limits.loudnessTolerance {
                return BankProblem(.warning, .loudness, file: named.clip.manifest, key: named.name,
                                   "plays \(decimal(abs(off))) LU \(direction) than the other voices (\(decimal(played)) LUFS) "
                                   + "because its `gain = \(decimal(gain))` replaces educat's levelling: remove the gain and "
                                   + "educat brings it to \(target) LUFS")
            }
            if named.clip.gain == nil, short > 1 {
                return BankProblem(.warning, .loudness, file: named.clip.path, "(\(named.name)) plays about \(decimal(short)) LU "
                                   + "quieter than the other voices: it is too quiet for its peaks to be raised "
                                   + "to \(target) LUFS without being heard limited; record it again louder, or closer to the "
                                   + "microphone")
            }
            guard named.clip.gain == nil, Self.isOwn(named.clip), abs(loudness - Levelling.voiceTarget) > limits.loudnessTolerance
            else { return nil }
            return BankProblem(.note, .loudness, file: named.clip.path, "(\(named.name)) is \(decimal(loudness)) LUFS: educat brings "
                               + "it to \(target) LUFS as it loads")
        }
    }

    private func decimal(_ value: Double, digits: Int = 1) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// Loop points past the end of the music file cannot be played.
    private func loopProblems(_ bank: Bank, _ analyses: [String: ClipAnalysis]) -> [BankProblem] {
        guard let music = bank.music, let analysis = analyses[music.clip.path],
              music.loopStart >= analysis.frameCount || (music.loopEnd ?? 0) > analysis.frameCount else { return [] }
        return [BankProblem(.error, .invalidValue, file: music.clip.manifest, key: "sounds.music",
                            "the loop (frames \(music.loopStart)–\(music.loopEnd.map(String.init) ?? "end")) goes past the end "
                            + "of \(music.clip.relativePath), which has \(analysis.frameCount) frames")]
    }

    /// What a bank (with its fallbacks) lacks that some screen or game needs, one warning per section.
    private func completeness(_ bank: Bank) -> [BankProblem] {
        // The groups a kind's section needs (a story's naming game's end) are gaps among the groups.
        let kindGroups = BankActivities.all.flatMap { kind in
            kind.groupsNeeded(by: bank.sections[kind.id]).filter { bank.groups[$0.group.rawValue, default: []].isEmpty }
                .map { "\($0.group) (\($0.purpose))" }
        }
        // What a registered kind's section lacks (`BankActivity.lacked`) is a gap where the kind lists its section.
        let sectionGaps = { (builtIn: BuiltInSection?) in
            BankActivities.listed(after: builtIn).map { kind in
                (kind.sectionKey, kind.lacked(in: bank.sections[kind.id]))
            }
        }
        let missingHelp: [String] = Screen.helpTable.filter { bank.help[$0] == nil }.map(\.helpID)
        let gaps: [(String, [String])] = [
            ("items", Subject.itemSubjects.filter { bank.items[$0, default: []].isEmpty }.map(\.rawValue)),
            ("groups", Bank.standardGroups.filter { bank.groups[$0, default: []].isEmpty } + kindGroups),
            ("help", missingHelp),
            ("words", bank.words.isEmpty ? ["the syllable words"] : []),
        ] + sectionGaps(.words) + [
            ("sounds", (bank.clap == nil ? ["clap"] : []) + (bank.music == nil ? ["music"] : [])),
            ("games", GameVoice.allCases.filter { bank.games[$0] == nil }.map(\.rawValue)),
        ] + sectionGaps(.games) + [
            ("challenge_help", bank.challengeHelp == nil ? ["the parts that tell other seconds and lives"] : []),
        ] + sectionGaps(nil)
        var effects = ["challenge_help": "a challenge's help says its whole clip's seconds and lives, whatever the configuration"]
        for kind in BankActivities.all { effects[kind.sectionKey] = kind.lackedEffect }
        return gaps.filter { !$0.1.isEmpty }.map { section, names in
            BankProblem(.warning, .missingKey, file: bank.manifest, key: section, "lacks \(names.joined(separator: ", ")), "
                        + "here and in any fallback: \(effects[section] ?? "that part will be silent")")
        }
    }
}
