import SoundBank

/// A bank's story as the lessons see it: texts, timings and the stable names of its clips.
extension BankStory {
    /// The lessons' story, naming each clip as `educat bank list` does.
    var lessonStory: Story {
        let characters = self.characters.enumerated().map { index, character in
            StoryCharacter(name: character.name, display: character.display ?? "",
                           voice: named(character.voice) { language in characterName(index + 1, language: language) })
        }
        return Story(id: id, languages: languages, title: title, pages: pages.indices.map(lessonPage), characters: characters)
    }

    private func lessonPage(_ index: Int) -> StoryPage {
        let page = pages[index]
        let number = index + 1
        let effects = page.effects.enumerated().map { StoryEffect(clip: effectName(page: number, number: $0 + 1), at: $1.at) }
        let objects = page.objects.enumerated().map { slot, object in
            StoryObject(clip: named(object.clips) { language in objectName(page: number, key: slot + 1, language: language) },
                        text: object.clips.compactMapValues(\.text), display: object.display ?? "")
        }
        return StoryPage(text: page.text, narration: named(page.narration) { language in narrationName(page: number, language: language) },
                         timings: page.timings, effects: effects, music: page.music.map { _ in musicName(page: number) },
                         objects: objects)
    }

    /// The clip name of each language that has a clip.
    private func named(_ clips: [String: ClipRef], _ name: (String) -> String) -> [String: String] {
        Dictionary(uniqueKeysWithValues: languages.filter { clips[$0] != nil }.map { ($0, name($0)) })
    }
}
