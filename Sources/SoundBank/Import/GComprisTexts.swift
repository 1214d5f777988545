/// What GCompris's `misc/` recordings say, per language: a clip's text must be what the child hears, in the bank's
/// language, never GCompris's English file name.
enum GComprisTexts {
    /// The text of `misc/NAME.ogg` in the locale folder `language` (`ca`, `pt_BR`: its language decides), or nil where
    /// it is not known here rather than another language's.
    static func text(of name: String, in language: String) -> String? {
        let base = language.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? language
        return texts[base]?[name]
    }

    /// By language, then file name; `try_again` and `tryagain` are for a checkout that adds them, GCompris has neither.
    private static let texts: [String: [String: String]] = [
        "ca": ["awesome": "Increïble!", "congratulation": "Felicitats!", "fantastic": "Fantàstic!", "good": "Molt bé!",
               "great": "Genial!", "perfect": "Perfecte!", "super": "Súper!", "waytogo": "Així es fa!",
               "try_again": "Torna-ho a provar!", "tryagain": "Torna-ho a provar!"],
        "es": ["awesome": "¡Increíble!", "congratulation": "¡Felicidades!", "fantastic": "¡Fantástico!", "good": "¡Muy bien!",
               "great": "¡Genial!", "perfect": "¡Perfecto!", "super": "¡Súper!", "waytogo": "¡Así se hace!",
               "try_again": "¡Inténtalo otra vez!", "tryagain": "¡Inténtalo otra vez!"],
        "en": ["awesome": "Awesome!", "congratulation": "Congratulations!", "fantastic": "Fantastic!", "good": "Good!",
               "great": "Great!", "perfect": "Perfect!", "super": "Super!", "waytogo": "Way to go!",
               "try_again": "Try again!", "tryagain": "Try again!"],
    ]
}
