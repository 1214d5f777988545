import CommandSupport
import Foundation
import Synchronization
import TerminalUI

/// Where the screens are shown: a window where there is a display, else the terminal.
///
/// `educat` has no window of its own, so that the terminal kiosk never loads SDL, Pango and cairo: where a window is
/// wanted it runs `educat-window`, the same commands with a window front end (`provideWindow`), in its place.
public enum Display {
    /// Opens a window front end, filling the screen when `kiosk`.
    public typealias WindowOpener = @Sendable (_ kiosk: Bool, _ title: String) throws -> any FrontEnd

    /// Draws one frame `width` × `height` to files named `path` and an extension: `.png`, the picture, and `.json`,
    /// where each tap target is and its key.
    public typealias ScreenWriter = @Sendable (_ content: FrameContent, _ width: Int, _ height: Int, _ path: String) throws -> Void

    /// The program that has the window front end, run in this one's place.
    static let windowProgram = Companion("educat-window")

    private static let opener = Mutex<WindowOpener?>(nil)
    private static let writer = Mutex<ScreenWriter?>(nil)

    /// Makes this program one that opens windows and draws screens to files (`educat-window`), before any command runs.
    public static func provideWindow(_ open: @escaping WindowOpener, screens: @escaping ScreenWriter) {
        opener.withLock { $0 = open }
        writer.withLock { $0 = screens }
    }

    /// How this program draws screens to files; nil in `educat`, which runs `educat-window` for them.
    public static var screenWriter: ScreenWriter? { writer.withLock { $0 } }

    /// Runs `educat-window` (beside this program, or on PATH) in this one's place, for what only it can do (`what`);
    /// returns only when it cannot, throwing why.
    public static func runWindowProgram(for what: String) throws {
        guard let path = windowProgram.path() else {
            throw ExitError("\(what) needs \(windowProgram.name), which is not installed (beside \(Companion.executable.path) or on PATH)")
        }
        throw ExitError(runInstead(path))
    }

    /// What to show the screens on, for the choice `auto`, `window` or `terminal`.
    enum Decision {
        /// The terminal; `why` says why not the window where one was asked for or could have been.
        case terminal(why: String?)
        /// A window, opened by this program.
        case window(WindowOpener)
        /// A window, by `educat-window` at `path`.
        case program(path: String)
    }

    /// Where the screens go for `choice` in `environment`; `executable` is this program's path, beside which
    /// `educat-window` is looked for before PATH.
    static func decide(_ choice: String, environment: [String: String], executable: URL) -> Decision {
        guard choice != "terminal" else { return .terminal(why: nil) }
        if let missing = missingDisplay(environment) {
            return .terminal(why: choice == "window" ? missing : nil)
        }
        if let open = opener.withLock({ $0 }) { return .window(open) }
        guard let path = windowProgram.path(beside: executable, environment: environment) else {
            return .terminal(why: "\(windowProgram.name) is not installed (beside \(executable.path) or on PATH)")
        }
        return .program(path: path)
    }

    /// Why no window can be shown in `environment`, or nil when one can: a desktop's (X11, Wayland), or on the
    /// console (`TERM=linux`) a KMS/DRM device this user may open.
    static func missingDisplay(_ environment: [String: String]) -> String? {
        if environment["WAYLAND_DISPLAY"]?.isEmpty == false || environment["DISPLAY"]?.isEmpty == false { return nil }
        guard environment["TERM"] == "linux" else {
            return "there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set, and this is not the console)"
        }
        let cards = ((try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? [])
            .filter { $0.hasPrefix("card") }.sorted().map { "/dev/dri/" + $0 }
        guard !cards.isEmpty else { return "the console has no KMS/DRM device (/dev/dri/card*)" }
        guard cards.contains(where: { access($0, R_OK | W_OK) == 0 }) else {
            return "no permission to open \(cards[0]) (add the kiosk's user to the video group)"
        }
        return nil
    }

    /// Runs `educat-window` at `path` in this program's place with this program's arguments; returns only when it
    /// could not, saying why.
    static func runInstead(_ path: String) -> String {
        windowProgram.runInstead(path, arguments: Array(CommandLine.arguments.dropFirst()))
    }
}
