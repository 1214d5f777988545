import AudioEngine

/// One clip of a preview: its bank name and text, decoded, and the bus it plays on.
struct PreviewClip {
    let name: String
    let text: String
    let clip: Clip
    let bus: Bus

    /// The name padded to a column, so texts and bars line up.
    var column: String {
        name.padding(toLength: max(22, name.count), withPad: " ", startingAt: 0)
    }

    /// `▶ numbers.3              tres`: the line printed when the clip starts and nothing is redrawn.
    var heading: String {
        "▶ \(column) \(text)"
    }
}
