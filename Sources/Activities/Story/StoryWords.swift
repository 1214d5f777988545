/// How a page's text is cut into the words that are highlighted one by one.
enum StoryWords {
    /// The words of `text`, split at spaces and line breaks, punctuation kept with its word.
    static func split(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }
}
