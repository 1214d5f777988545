import AudioEngine
import Foundation

/// A picture a bank gives an entry (a word's `picture`): a PNG, or an SVG a window draws sharp at any size. Checked as
/// the manifest is read, from its first bytes, so a window never meets a file it cannot draw and a teacher hears why.
public enum PictureFile {
    /// The largest picture file read: a phone's photograph is smaller, a video put there by mistake is not.
    static let largestFile = 8 << 20
    /// The widest or tallest PNG drawn: a larger one would take a window's memory and show no more on a screen.
    static let largestSide = 4096
    /// How much of a file is read to tell what it is: an SVG's `<svg` comes after its XML declaration and comments.
    private static let head = 4096

    /// What is wrong with the file at `path` as a picture a window can draw; nil when it is a PNG or an SVG.
    public static func problem(at path: String) -> String? {
        let size: Int
        do { size = try FileCheck.regularFileSize(at: path) } catch { return error.description(wanted: "a picture") }
        guard size <= largestFile else { return "is \(size >> 20) MiB; a picture is at most \(largestFile >> 20) MiB" }
        guard let handle = FileHandle(forReadingAtPath: path) else { return "cannot be read" }
        defer { try? handle.close() }
        let bytes = [UInt8]((try? handle.read(upToCount: head)) ?? Data())
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return "is a damaged PNG (no image header)" }
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            guard (1...largestSide).contains(width), (1...largestSide).contains(height) else {
                return "is a PNG of \(width)×\(height) pixels; a picture is at most \(largestSide) on a side"
            }
            return path.lowercased().hasSuffix(".svg") ? "is a PNG named .svg: name it .png" : nil
        }
        if String(decoding: bytes, as: UTF8.self).contains("<svg") {
            return path.lowercased().hasSuffix(".svg") ? nil : "is an SVG picture: name it .svg"
        }
        return "is neither a PNG nor an SVG picture"
    }
}
