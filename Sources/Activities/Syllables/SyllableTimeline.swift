import AudioEngine
import Conductor
import Lessons

/// The clapped word's timeline, for the syllables lesson and game: a word, its syllables clapped one by one, and their
/// count.
extension CueTimeline {
    /// Word at the start; first syllable 1.5 s later; each next one 0.6 s after the previous ends, a clap with
    /// each; the count 3 s after the first syllable, or 0.6 s after the last one ends if that is later. The syllables
    /// are the bank's clips per syllable, else its paced clip with claps spread over it, else the word cut in pieces.
    mutating func addSyllables(of word: SyllableWord, timing: SyllableTiming) {
        let start = timeline.cursor
        let wordClip = library.clip(named: word.id)
        if let wordClip { timeline.add(wordClip, on: .voice, atFrame: start, label: word.id) }
        let firstSyllable = start + format.frames(seconds: timing.firstSyllable)
        let clapName = ClipName.clap.rawValue
        let clap = library.clip(named: clapName)
        var cursor = firstSyllable
        let name = ClipName(rawValue: word.id)
        let recorded = (1...max(1, word.count)).compactMap { index in
            let syllable = name.syllable(index).rawValue
            return library.optionalClip(named: syllable).map { ($0, syllable) }
        }
        let paced = recorded.count == word.count ? nil : library.optionalClip(named: name.paced.rawValue)
        // No clip per syllable and no paced clip: the word's recording cut at its quietest points plays as syllables.
        let syllables = word.count > 0 && recorded.count == word.count ? recorded : paced != nil ? nil
            : wordClip.flatMap { SyllableCuts.pieces(of: $0, into: word.count, name: word.id) }?.map { ($0, $0.name) }
        if let syllables {
            for (index, (clip, label)) in syllables.enumerated() {
                if index > 0 { cursor += format.frames(seconds: timing.betweenSyllables) }
                report(timeline.add(clip, on: .voice, atFrame: cursor, label: label), as: SyllableAction.shown.input(index))
                if let clap { timeline.add(clap, on: .effects, atFrame: cursor, label: clapName) }
                cursor += clip.frameCount
            }
        } else if let spoken = paced ?? wordClip {
            // The paced clip (or a word too short to cut) plays once, claps spread evenly over it.
            let label = paced == nil ? word.id : name.paced.rawValue
            timeline.add(spoken, on: .voice, atFrame: cursor, label: label)
            let spacing = spoken.frameCount / max(1, word.count)
            for index in 0..<word.count {
                let at = cursor + index * spacing
                if let clap {
                    report(timeline.add(clap, on: .effects, atFrame: at, label: clapName), as: SyllableAction.shown.input(index))
                }
            }
            cursor += spoken.frameCount
        }
        let countAt = max(firstSyllable + format.frames(seconds: timing.count),
                          cursor + format.frames(seconds: timing.afterLastSyllable))
        let countName = ClipName.number(word.count).rawValue
        if let countClip = library.clip(named: countName) {
            report(timeline.add(countClip, on: .voice, atFrame: countAt, label: countName), as: SyllableAction.counted.input())
        }
        moveCursorToEnd()
    }
}
