import SoundBank

/// The stable names of a story's clips: `stories.ID.LANG.PAGE` (narration), `stories.ID.LANG.PAGE.object.K`,
/// `stories.ID.LANG.character.N`, `stories.ID.PAGE.effect.N` and `stories.ID.PAGE.music`.
extension BankStory {
    /// The name of page `page`'s (from 1) narration in `language`.
    public func narrationName(page: Int, language: String) -> String { "stories.\(id).\(language).\(page)" }

    /// The name of object `key` (1–9) of page `page` in `language`.
    public func objectName(page: Int, key: Int, language: String) -> String {
        narrationName(page: page, language: language) + ".object.\(key)"
    }

    /// The name of character `number`'s (from 1) voice in `language`.
    public func characterName(_ number: Int, language: String) -> String { "stories.\(id).\(language).character.\(number)" }

    /// The name of effect `number` (from 1) of page `page`.
    public func effectName(page: Int, number: Int) -> String { "stories.\(id).\(page).effect.\(number)" }

    /// The name of page `page`'s music.
    public func musicName(page: Int) -> String { "stories.\(id).\(page).music" }

    /// Every clip of the story with its name, page by page, then the characters.
    var clips: [NamedClip] {
        var list: [NamedClip] = []
        for (index, page) in pages.enumerated() {
            let number = index + 1
            for language in languages {
                if let clip = page.narration[language] {
                    list.append(NamedClip(name: narrationName(page: number, language: language), clip: clip, role: .voice))
                }
                for (slot, object) in page.objects.enumerated() {
                    guard let clip = object.clips[language] else { continue }
                    list.append(NamedClip(name: objectName(page: number, key: slot + 1, language: language), clip: clip, role: .voice))
                }
            }
            list += page.effects.enumerated().map {
                NamedClip(name: effectName(page: number, number: $0 + 1), clip: $1.clip, role: .effect)
            }
            if let music = page.music { list.append(NamedClip(name: musicName(page: number), clip: music, role: .music)) }
        }
        for (index, character) in characters.enumerated() {
            list += languages.compactMap { language in
                character.voice[language].map { NamedClip(name: characterName(index + 1, language: language), clip: $0, role: .voice) }
            }
        }
        return list
    }
}
