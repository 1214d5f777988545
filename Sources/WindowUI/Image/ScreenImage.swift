import CCanvas
import Foundation
import TerminalUI

/// A frame drawn offscreen, without a display: a PNG file for `--screens`, or pixels for a test to compare.
public final class ScreenImage {
    /// Why an image could not be made or written.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private let canvas: Canvas
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Where each tile of the frame is, with its key.
    public let targets: [TapTarget]

    /// `content` drawn at `width` × `height`.
    public init(_ content: FrameContent, width: Int, height: Int) throws {
        guard let pointer = educat_canvas_new(Int32(width), Int32(height)) else {
            throw Failure(description: "no \(width)×\(height) image can be made")
        }
        canvas = Canvas(pointer)
        self.width = width
        self.height = height
        targets = WindowRenderer(width: width, height: height).draw(content, on: canvas)
    }

    /// A PNG read back from `path`, to compare with; nil when it is not one.
    public init?(png path: String) {
        guard let pointer = educat_canvas_from_png(path) else { return nil }
        canvas = Canvas(pointer)
        width = Int(educat_canvas_width(pointer))
        height = Int(educat_canvas_height(pointer))
        targets = []
    }

    deinit { educat_canvas_free(canvas.pointer) }

    /// Writes the image to `path` as a PNG.
    public func writePNG(to path: String) throws {
        if let reason = educat_canvas_write_png(canvas.pointer, path) {
            throw Failure(description: "\(path): cannot be written (\(String(cString: reason)))")
        }
    }

    /// Writes where each tap target is to `path` as JSON: `[{"key": "3", "x": …, "y": …, "width": …, "height": …}]`,
    /// keys named as the operator chord names them (`esc`, `up`, `a`).
    public func writeTargets(to path: String) throws {
        struct Target: Encodable {
            let key: String
            let x, y, width, height: Double
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(targets.map {
            Target(key: $0.key.description, x: $0.rect.x, y: $0.rect.y, width: $0.rect.width, height: $0.rect.height)
        })
        guard FileManager.default.createFile(atPath: path, contents: data) else {
            throw Failure(description: "\(path): cannot be written")
        }
    }

    /// The red, green and blue of every pixel, row by row.
    public var pixels: [UInt8] {
        let stride = Int(educat_canvas_stride(canvas.pointer))
        guard let data = educat_canvas_pixels(canvas.pointer) else { return [] }
        return [UInt8](unsafeUninitializedCapacity: width * height * 3) { result, count in
            for row in 0..<height {
                for column in 0..<width {
                    // One native-endian 32-bit word a pixel, 0x00RRGGBB.
                    let word = UnsafeRawPointer(data + row * stride + column * 4).loadUnaligned(as: UInt32.self)
                    let index = (row * width + column) * 3
                    result[index] = UInt8((word >> 16) & 0xFF)
                    result[index + 1] = UInt8((word >> 8) & 0xFF)
                    result[index + 2] = UInt8(word & 0xFF)
                }
            }
            count = width * height * 3
        }
    }

    /// How far apart two images of the same size look: the mean difference of their channels, from 0 (the same)
    /// to 1; nil when their sizes differ.
    public func difference(from other: ScreenImage) -> Double? {
        guard width == other.width, height == other.height else { return nil }
        return educat_canvas_difference(canvas.pointer, other.canvas.pointer)
    }
}
