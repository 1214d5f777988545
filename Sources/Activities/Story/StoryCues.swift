import AudioEngine
import Conductor
import Lessons

extension Storybook: CueActivity {
    /// A page's narration as the kind builds it, a page's sound and a character's voice as their clips, and the naming
    /// game's praise, scold and congratulation; a highlighted word is silent.
    public static let cues: [StoryEvent: [CueStep]] = [
        .narrate: [.timeline],
        .storyObject: [.eventClip],
        .characterVoice: [.eventClip],
        .nameRight: [.group(.praise)],
        .nameWrong: [.group(.scold)],
        .namesFound: [.group(.congratulations)],
    ]

    /// The page's narration on the voice bus, its music softly under it and its effects at their times; its words'
    /// start frames are reported so the screen can highlight each as it is spoken.
    public static func addTimeline(of event: ActivityEvent, to builder: inout CueTimeline) {
        guard let narration = event.detail?.value(as: StoryNarration.self) else { return }
        let start = builder.timeline.cursor
        let format = builder.format
        if let name = narration.music, let music = builder.library.clip(named: name) {
            builder.timeline.add(music, on: .effects, atFrame: start, gain: 0.5, label: name)
        }
        for effect in narration.effects {
            guard let clip = builder.library.clip(named: effect.clip) else { continue }
            builder.timeline.add(clip, on: .effects, atFrame: start + format.frames(seconds: effect.at), label: effect.clip)
        }
        guard let name = narration.clip, let clip = builder.library.clip(named: name) else { return }
        let entry = builder.timeline.add(clip, on: .voice, atFrame: start, label: name)
        let duration = format.seconds(frames: clip.frameCount)
        builder.reportWords(of: entry, at: narration.starts(duration: duration).map { format.frames(seconds: $0) },
                            as: ActivityInput(StoryAction.wordHeard))
        builder.moveCursorToEnd()
    }
}
