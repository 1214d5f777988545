import AudioEngine
import Lessons

/// The story's timelines: a page's narration, and its object clips heard beside whatever plays.
extension CueTimeline {
    /// The page's narration on the voice bus, its music softly under it and its effects at their times;
    /// its words' start frames are kept so the screen can highlight each as it is spoken.
    mutating func addNarration(_ narration: StoryNarration) {
        let start = timeline.cursor
        if let name = narration.music, let music = library.clip(named: name) {
            timeline.add(music, on: .effects, atFrame: start, gain: 0.5, label: name)
        }
        for effect in narration.effects {
            guard let clip = library.clip(named: effect.clip) else { continue }
            timeline.add(clip, on: .effects, atFrame: start + format.frames(seconds: effect.at), label: effect.clip)
        }
        guard let name = narration.clip, let clip = library.clip(named: name) else { return }
        let entry = timeline.add(clip, on: .voice, atFrame: start, label: name)
        let duration = format.seconds(frames: clip.frameCount)
        roles[entry] = .words(narration.starts(duration: duration).map { format.frames(seconds: $0) })
        moveCursorToEnd()
    }

    /// The story object clips of `events`, all at once on the effects bus, so a narration is never cut by them.
    mutating func addObjects(of events: [Event]) {
        for case .storyObject(let name) in events {
            if let clip = library.clip(named: name) { timeline.add(clip, on: .effects, atFrame: 0, label: name) }
        }
    }
}
