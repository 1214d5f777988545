import CCanvas
import CWindow
import Glibc
import TerminalUI
import Texts

/// A window as a front end (SDL2): each screen drawn in pixels when it changes, a tap on a tile or a footer button
/// typed as its key, keys as the keyboard gives them, a game controller's d-pad and buttons as arrows, Enter and Esc.
public final class WindowFrontEnd: FrontEnd {
    /// Why no window could be opened.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    private var window: OpaquePointer?
    private let title: String
    private let fullscreen: Bool
    private let size: (width: Int, height: Int)
    private var picture: (canvas: Canvas, width: Int, height: Int)?
    private var shown: FrameContent?
    private var targets: [TapTarget] = []

    /// Opens the window, filling the screen when `fullscreen`, else `size` big; throws with SDL's reason when there
    /// is no display to open it on.
    public init(title: String, fullscreen: Bool, size: (width: Int, height: Int) = (1024, 600)) throws {
        self.title = title
        self.fullscreen = fullscreen
        self.size = size
        window = try Self.open(title: title, fullscreen: fullscreen, size: size)
    }

    deinit {
        educat_window_close(window)
        if let picture { educat_canvas_free(picture.canvas.pointer) }
    }

    /// The video driver the window is on (`x11`, `wayland`, `kmsdrm`).
    public var driver: String { String(cString: educat_window_driver()) }

    private static func open(title: String, fullscreen: Bool, size: (width: Int, height: Int)) throws -> OpaquePointer {
        var why: UnsafePointer<CChar>?
        guard let window = educat_window_open(title, Int32(size.width), Int32(size.height), fullscreen ? 1 : 0, &why) else {
            throw Unavailable(description: why.map { String(cString: $0) } ?? "no window")
        }
        return window
    }

    public var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    public func enter(kiosk: Bool) {
        SignalTrap.install(kiosk: kiosk)
        educat_window_wake_on(SignalTrap.readEnd)
    }

    public func leave() {
        educat_window_close(window)
        window = nil
    }

    /// Sleeps until a key, a tap, a signal (the signal pipe wakes SDL: `enter`) or the timeout: a menu left alone
    /// wakes only for its clock.
    public func keys(waiting timeout: Double) -> [Key]? {
        guard let window else { return nil }
        let deadline = now + max(0, timeout)
        var event = educat_event()
        var keys: [Key] = []
        repeat {
            let left = max(0, deadline - now)
            guard educat_window_wait(window, Int32((left * 1000).rounded(.up)), &event) == 1 else { break }
            // What else is queued comes with it, without waiting.
            repeat {
                if event.type == EDUCAT_EVENT_CLOSED { return nil }
                keys += self.keys(of: event)
            } while educat_window_wait(window, 0, &event) == 1
        } while keys.isEmpty && !SignalTrap.pending && now < deadline
        return keys
    }

    /// The keys `event` stands for; none for a tap beside every target, or a redraw.
    private func keys(of event: educat_event) -> [Key] {
        switch event.type {
        case EDUCAT_EVENT_TEXT:
            var text = event.text
            let typed = withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return typed.map(Key.character)
        case EDUCAT_EVENT_KEY:
            guard let scalar = Unicode.Scalar(UInt32(bitPattern: event.key)) else { return [] }
            if event.control != 0 { return [.control(Character(scalar))] }
            return Self.named[event.key].map { [$0] } ?? []
        case EDUCAT_EVENT_TAP:
            return targets.first { $0.rect.contains(x: event.x, y: event.y) }.map { [$0.key] } ?? []
        case EDUCAT_EVENT_BUTTON:
            return Self.buttons[event.button].map { [$0] } ?? []
        case EDUCAT_EVENT_EXPOSED:
            invalidate()
            return []
        default:
            return []
        }
    }

    /// SDL's keycodes of the keys that type no text (`educat_window.c` passes only these).
    private static let named: [Int32: Key] = [
        0x0D: .enter, 0x1B: .escape, 0x08: .backspace, 0x09: .tab,
        0x4000_0052: .up, 0x4000_0051: .down, 0x4000_0050: .left, 0x4000_004F: .right, 0x4000_003A: .f1,
    ]

    /// A game controller's buttons (SDL_GameControllerButton): A and Start choose, B and Back go back, the d-pad moves.
    private static let buttons: [Int32: Key] = [0: .enter, 6: .enter, 1: .escape, 4: .escape, 11: .up, 12: .down, 13: .left, 14: .right]

    /// A window sends no signals of its own: the loop's caught ones.
    public func signals() -> [Int32] { SignalTrap.drain() }

    public func show(_ model: ScreenModel, texts: Catalogue) {
        guard let window else { return }
        var width: Int32 = 0
        var height: Int32 = 0
        educat_window_size(window, &width, &height)
        guard width > 0, height > 0 else { return }
        if picture?.width != Int(width) || picture?.height != Int(height) {
            if let old = picture { educat_canvas_free(old.canvas.pointer) }
            picture = educat_canvas_new(width, height).map { (Canvas($0), Int(width), Int(height)) }
            shown = nil
        }
        let content = FrameContent(model: model, emoji: true, texts: texts)
        guard let picture, content != shown else { return }
        targets = WindowRenderer(width: picture.width, height: picture.height).draw(content, on: picture.canvas)
        let pointer = picture.canvas.pointer
        if educat_window_present(window, educat_canvas_pixels(pointer), width, height, educat_canvas_stride(pointer)) == 0 {
            shown = content
        }
    }

    public func invalidate() { shown = nil }

    /// A second later, opens the window afresh: a kiosk's window that was closed comes back.
    public func reopen() -> Bool {
        var pause = timespec(tv_sec: 1, tv_nsec: 0)
        nanosleep(&pause, nil)
        educat_window_close(window)
        window = try? Self.open(title: title, fullscreen: fullscreen, size: size)
        invalidate()
        return window != nil
    }
}
