@testable import Activities
import Lessons

/// A three-page story told in Catalan and Spanish, with objects on page 1 and four characters.
enum StoryFixtures {
    static let pages = (1...3).map { number in
        StoryPage(text: ["ca": "pàgina \(number) en català", "es": "página \(number)"],
                  narration: ["ca": "ca.\(number)", "es": "es.\(number)"],
                  timings: number == 1 ? ["ca": [0, 0.4, 0.8, 1.2]] : [:],
                  objects: number == 1 ? [StoryObject(clip: ["ca": "ca.1.object.1", "es": "es.1.object.1"],
                                                      text: ["ca": "Miau!", "es": "¡Miau!"], display: "🐱")] : [])
    }
    static let characters = ["Pruna", "Bru", "Lola", "Tito"].map { name in
        StoryCharacter(name: ["ca": name, "es": name + "-es"], display: "", voice: ["ca": "ca.\(name)", "es": "es.\(name)"])
    }
    static let story = Story(id: "test", languages: ["ca", "es"], title: ["ca": "Conte", "es": "Cuento"],
                             pages: pages, characters: characters)

    static func reader(language: String = "ca") -> StoryReader {
        StoryReader(story: story, language: language)
    }

    static func names(seed: UInt64 = 1) -> StoryNames<SplitMix64> {
        StoryNames(story: story, language: "ca", praiseClips: 8, scoldClips: 4, random: SplitMix64(seed: seed))
    }

    static func narration(page: Int, language: String = "ca") -> Event {
        .narrate(pages[page].narration(in: language))
    }
}
