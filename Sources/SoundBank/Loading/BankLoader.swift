import Foundation

/// Loads a bank with its chain of fallbacks and checks what only the whole chain can tell (cue references).
enum BankLoader {
    /// The bank, or nil when a manifest cannot be read at all, and every manifest problem found.
    static func load(_ folder: String) -> (Bank?, [BankProblem]) {
        let (bank, problems) = loadChain(standardized(folder), visited: [])
        guard let bank else { return (nil, problems) }
        return (bank, problems + referenceProblems(bank))
    }

    private static func loadChain(_ folder: String, visited: [String]) -> (Bank?, [BankProblem]) {
        let (parsed, problems, wholeListProblems) = ManifestParser.parse(folder: folder)
        guard let bank = parsed, let fallback = bank.fallback.map(standardized) else { return (parsed, problems) }
        guard !visited.contains(fallback) && fallback != folder else {
            let loop = BankProblem(.error, .badReference, file: bank.manifest, key: "fallback",
                                   "the fallbacks go round in a circle (\((visited + [folder, fallback]).joined(separator: " → ")))")
            return (bank, problems + [loop])
        }
        let (base, baseProblems) = loadChain(fallback, visited: visited + [folder])
        // A fallback that cannot be read still leaves the overlay's own items to play.
        let (layered, layeringProblems) = bank.layered(over: base ?? Bank(language: bank.language, name: "", folder: fallback))
        return (layered, problems + layeringProblems + wholeListProblems(layered) + baseProblems)
    }

    private static func referenceProblems(_ bank: Bank) -> [BankProblem] {
        let names = Set(bank.clips.map(\.name))
        return CueEvent.allCases.flatMap { event -> [BankProblem] in
            guard let cue = bank.cues[event] else { return [] }
            return missing(in: cue, groups: bank.groups, clips: names).map {
                BankProblem(.error, .badReference, file: bank.manifest, key: "cues.\(event.rawValue)", $0)
            }
        }
    }

    private static func missing(in cue: Cue, groups: [String: [ClipRef]], clips: Set<String>) -> [String] {
        switch cue {
        case .group(let name): return groups[name] == nil ? ["no group '\(name)' in this bank or its fallbacks"] : []
        case .clip(let name): return clips.contains(name) ? [] : ["no clip named '\(name)' (see `educat bank list`)"]
        case .pause, .standard: return []
        case .sequence(let steps): return steps.flatMap { missing(in: $0, groups: groups, clips: clips) }
        }
    }

    /// Absolute, without `..`, so a fallback named `../ca` is recognized when the chain comes back to it.
    private static func standardized(_ folder: String) -> String {
        URL(fileURLWithPath: folder).standardizedFileURL.path
    }
}
