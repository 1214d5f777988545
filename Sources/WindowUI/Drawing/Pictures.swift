import CCanvas
import Synchronization

/// A bank's picture files (a word's `picture`) as loaded for drawing: each read once per program, a file that cannot
/// be read tried once too, so a frame drawn many times a second never reads the disk again.
final class Pictures: Sendable {
    /// The program's pictures.
    static let shared = Pictures()

    /// A loaded picture, freed with the cache; nil when its file could not be read as one.
    private final class Loaded: @unchecked Sendable {
        let pointer: OpaquePointer?

        init(_ pointer: OpaquePointer?) { self.pointer = pointer }

        deinit { educat_picture_free(pointer) }
    }

    private let loaded = Mutex<[String: Loaded]>([:])

    /// The picture in the file at `path`, loaded the first time; nil when it is no PNG or SVG that can be drawn.
    func picture(at path: String) -> OpaquePointer? {
        loaded.withLock { cache in
            if let known = cache[path] { return known.pointer }
            var why: UnsafePointer<CChar>?
            let picture = Loaded(educat_picture_load(path, &why))
            cache[path] = picture
            return picture.pointer
        }
    }
}
