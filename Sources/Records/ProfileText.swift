import Foundation

/// The rules a child's name and picture follow wherever they come from (a flag, the operator's keys, the school server,
/// a row of the store): text a screen draws on one line, as it reads, the same however a keyboard composed its accents.
public enum ProfileText {
    /// A name is at most this many characters, as the kiosk's tiles and title bar can show.
    public static let longestName = 40
    /// Accents and emoji joiners make one character of several code points (a family emoji has 7); more than this is no
    /// character a screen can draw, only a way to make a 10 KB name of 40 "characters".
    static let mostScalarsPerCharacter = 10

    /// `name` in the form the store keeps (`ProfileName.normalized`, so "é" typed as e + accent is the same name), or
    /// why it cannot be a child's name.
    public static func name(_ name: String) throws(RecordStoreError) -> String {
        let normal = ProfileName.normalized(name)
        if let reason = problem(withName: normal) { throw .invalidProfileName(name: name, reason: reason) }
        return normal
    }

    /// Why `name` (in NFC) cannot be a child's name, or nil when it can.
    static func problem(withName name: String) -> String? {
        if name.isEmpty { "it is empty" }
        else if name.allSatisfy(\.isWhitespace) { "it is only spaces" }
        else if name.first!.isWhitespace || name.last!.isWhitespace { "it starts or ends with a space" }
        else if name.count > longestName { "it is longer than \(longestName) characters" }
        else { problem(in: name) }
    }

    /// `picture` as the store keeps it (`ProfileName.normalized`, NFC), or an error unless it is one character a screen can draw: an emoji (joined
    /// ones too) or a glyph, not a space.
    public static func picture(_ picture: String) throws(RecordStoreError) -> String {
        let normal = ProfileName.normalized(picture)
        guard normal.count == 1, !normal.first!.isWhitespace, problem(in: normal) == nil else {
            throw .invalidPicture(picture: picture)
        }
        return normal
    }

    /// `text` as a message can show it: what a terminal would obey or hide (control and formatting characters, line
    /// breaks) written as `\u{202E}`, and cut after 40 code points with "…".
    public static func shown(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars.prefix(40) {
            if isInvisible(scalar) || scalar.properties.generalCategory == .format {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + (text.unicodeScalars.count > 40 ? "…" : "")
    }

    /// `name` as a line of output shows it: itself when it could be a child's name, else escaped as ``shown(_:)`` does,
    /// since a name another program wrote into the store may hold a right-to-left override that reorders the line.
    public static func printable(_ name: String) -> String {
        problem(withName: ProfileName.normalized(name)) == nil ? name : shown(name)
    }

    /// What in `text` a screen could not draw as it reads, or nil.
    private static func problem(in text: String) -> String? {
        if text.unicodeScalars.first!.properties.isGraphemeExtend { return "it starts with an accent on no letter" }
        for character in text {
            if character.unicodeScalars.count > mostScalarsPerCharacter {
                return "a character carries more than \(mostScalarsPerCharacter) accents or joiners"
            }
            for scalar in character.unicodeScalars {
                if isInvisible(scalar) { return "it contains a control character or line break (\(codePoint(scalar)))" }
                // Joiners and tags hold emoji sequences together; elsewhere a formatting character (a right-to-left
                // override, a zero-width space) changes how the rest of the line reads or hides in it.
                if scalar.properties.generalCategory == .format, !(character.isEmoji && isEmojiGlue(scalar)) {
                    return "it contains an invisible formatting character (\(codePoint(scalar)))"
                }
                if scalar == "\u{FFFD}" {
                    return "it holds bytes that are not UTF-8 text (shown as \u{FFFD})"
                }
                if [.privateUse, .surrogate, .unassigned].contains(scalar.properties.generalCategory) {
                    return "it contains a character no screen can draw (\(codePoint(scalar)))"
                }
            }
        }
        return nil
    }

    /// A control character or a line or paragraph separator: text a terminal obeys or breaks on instead of showing.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        [.control, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
    }

    /// The zero-width joiner and the tag characters of flag sequences.
    private static func isEmojiGlue(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200D || (0xE0020...0xE007F).contains(scalar.value)
    }

    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        String(format: "U+%04X", scalar.value)
    }
}

private extension Character {
    /// Starts with an emoji (a digit or `#` only with the emoji variation that makes it a keycap).
    var isEmoji: Bool {
        guard let first = unicodeScalars.first else { return false }
        return first.properties.isEmojiPresentation || (first.properties.isEmoji && unicodeScalars.count > 1)
    }
}
