/// How a bank takes what it lacks from its fallback.
extension Bank {
    /// This bank over `fallback`: each subject's item list, group, help screen, sound, cue, game voice, memory
    /// category, the count-along list, the phrase book, the timer section and the challenge help's parts comes whole
    /// from this bank when it has one, else from the fallback;
    /// the word and story lists likewise, so no list mixes languages.
    func layered(over fallback: Bank) -> Bank {
        var merged = self
        merged.items = fallback.items.merging(items) { $1 }
        merged.groups = fallback.groups.merging(groups) { $1 }
        merged.help = fallback.help.merging(help) { $1 }
        merged.words = words.isEmpty ? fallback.words : words
        merged.stories = stories.isEmpty ? fallback.stories : stories
        merged.clap = clap ?? fallback.clap
        merged.music = music ?? fallback.music
        merged.cues = fallback.cues.merging(cues) { $1 }
        merged.games = fallback.games.merging(games) { $1 }
        merged.memory = fallback.memory.merging(memory) { $1 }
        merged.count = count ?? fallback.count
        merged.phrase = phrase ?? fallback.phrase
        merged.timer = timer ?? fallback.timer
        merged.challengeHelp = challengeHelp ?? fallback.challengeHelp
        return merged
    }
}
