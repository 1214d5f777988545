import AudioEngine

/// One clip of a preview: its bank name and text, its place in the list, the bus it plays on, and how to decode it,
/// which waits until it is about to play: a whole bank is hundreds of clips, and the first should be heard at once.
struct PreviewClip {
    let name: String
    let text: String
    let bus: Bus
    /// Its place in the preview, from 1, and how many clips the preview has.
    let position: Int, count: Int
    /// The decoded clip, nil when its file cannot be read (the library logs why).
    let load: () -> Clip?

    /// The name padded to a column, so texts and bars line up.
    var column: String {
        name.padding(toLength: max(22, name.count), withPad: " ", startingAt: 0)
    }

    /// `3 of 625`, as wide for every clip of the preview.
    var place: String {
        let digits = String(count).count
        return String(repeating: " ", count: max(0, digits - String(position).count)) + "\(position) of \(count)"
    }

    /// `▶ 3 of 10  numbers.3              tres`: the line printed when the clip starts and nothing is redrawn.
    var heading: String {
        "▶ \(place)  \(column) \(text)"
    }

    /// `✗ 3 of 10  numbers.3              cannot be read: skipped`, for a clip whose file could not be decoded.
    var unreadable: String {
        "✗ \(place)  \(column) cannot be read: skipped"
    }
}
