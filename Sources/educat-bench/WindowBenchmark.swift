import Foundation

/// The window kiosk (`educat-window`) on a private Xvfb as a child meets it: how soon its window shows after start, how
/// soon a tap (an xdotool click, delivered by the display as a finger's would be) is heard as a voice, and what it
/// costs idle on the main menu with music. The terminal kiosk's key → voice is `KioskBenchmark`'s, in the same run.
enum WindowBenchmark {
    static func run(on server: Server) {
        print("\n## window kiosk (educat-window on Xvfb 800×480, the bundled bank)")
        let window = URL(fileURLWithPath: KioskRun.executable).deletingLastPathComponent().appendingPathComponent("educat-window").path
        guard FileManager.default.isExecutableFile(atPath: window) else {
            return print("skipped: \(window) is not built (`make bench` builds it)")
        }
        guard let display = Display() else { return print("skipped: Xvfb and xdotool are needed") }
        defer { display.stop() }
        KioskBenchmark.withBank { bank, _ in
            let cache = bank + "/../cache"
            guard let info = infoTile(bank: bank) else { return print("skipped: the main menu's tiles were not drawn") }
            startToWindow(window, display: display, server: server, bank: bank, cache: cache)
            tapToVoice(window, display: display, server: server, bank: bank, cache: cache, at: info)
            idleCost(window, display: display, bank: bank, cache: cache)
        }
    }

    /// Where the main menu's info tile (key 7, which speaks at once) is at 800×480, from `educat render --screens`.
    private static func infoTile(bank: String) -> (x: Int, y: Int)? {
        let folder = Measure.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try? "0 open main\n1 end\n".write(toFile: folder + "/main.txt", atomically: true, encoding: .utf8)
        Measure.run(KioskRun.executable, ["render", folder + "/main.txt", "-o", folder + "/main.wav", "--bank", bank,
                                          "--store", folder + "/r.sqlite", "--screens", folder, "--screen-size", "800x480"])
        struct Target: Decodable { let key: String; let x, y, width, height: Double }
        guard let data = FileManager.default.contents(atPath: folder + "/001-main.json"),
              let tile = (try? JSONDecoder().decode([Target].self, from: data))?.first(where: { $0.key == "7" }) else { return nil }
        return (Int(tile.x + tile.width / 2), Int(tile.y + tile.height / 2))
    }

    /// From the program's start to its window on the display (polled every 10 ms), and to its music on the monitor.
    private static func startToWindow(_ program: String, display: Display, server: Server, bank: String, cache: String) {
        guard let capture = MonitorCapture(source: server.monitor) else { return print("skipped: parec records nothing") }
        defer { capture.stop() }
        var shown: [Double] = [], heard: [Double] = []
        KioskBenchmark.holdingTheSink(server) {
            for _ in 0..<4 {
                Thread.sleep(forTimeInterval: 0.5)
                let start = Measure.now()
                capture.arm(at: start)
                guard let kiosk = Kiosk(program, display: display, bank: bank, cache: cache) else { continue }
                defer { kiosk.stop() }
                if display.waitForWindow(timeout: 20) { shown.append(Measure.now() - start) }
                if let onset = capture.waitForOnset(timeout: 20) { heard.append(onset) }
                kiosk.settle()
            }
        }
        print("start → …                        median    runs   (ms)")
        KioskBenchmark.row("window on screen", shown, of: 4)
        KioskBenchmark.row("first sound (music)", heard, of: 4)
    }

    /// From a click on the info tile to its voice on the monitor, music off; Escape goes back, in silence.
    private static func tapToVoice(_ program: String, display: Display, server: Server, bank: String, cache: String,
                                   at tile: (x: Int, y: Int)) {
        guard let capture = MonitorCapture(source: server.monitor) else { return }
        defer { capture.stop() }
        KioskBenchmark.holdingTheSink(server) {
            guard let kiosk = Kiosk(program, display: display, bank: bank, cache: cache, environment: ["EDUCAT_AUDIO_MUSIC": "false"]),
                  display.waitForWindow(timeout: 20) else { return print("skipped: the window did not show") }
            defer { kiosk.stop() }
            kiosk.settle()
            let values = (0..<15).compactMap { _ -> Double? in
                display.xdotool(["key", "Escape"])
                Thread.sleep(forTimeInterval: 1.2 + Double.random(in: 0...0.2))
                let start = Measure.now()
                capture.arm(at: start)
                display.xdotool(["mousemove", String(tile.x), String(tile.y), "click", "1"])
                return capture.waitForOnset(timeout: 2)
            }
            print("tap → voice (xdotool click → monitor)")
            KioskBenchmark.row("educat-window kiosk", values, of: 15)
        }
    }

    /// CPU of the window kiosk on its main menu with music, three windows of 8 s.
    private static func idleCost(_ program: String, display: Display, bank: String, cache: String) {
        guard let kiosk = Kiosk(program, display: display, bank: bank, cache: cache), display.waitForWindow(timeout: 20) else {
            return print("skipped: the window did not show")
        }
        defer { kiosk.stop() }
        kiosk.settle()
        let shares = (0..<3).map { _ -> Double in
            let before = ProcessCPU.total(of: kiosk.pid) ?? 0
            let start = Measure.now()
            Thread.sleep(forTimeInterval: 8)
            return ((ProcessCPU.total(of: kiosk.pid) ?? 0) - before) / (Measure.now() - start) * 100
        }
        print(String(format: "idle CPU, main menu with music   %5.2f %% of one core  (windows: %@)", Measure.median(shares),
                     shares.map { String(format: "%.2f", $0) }.joined(separator: ", ")))
    }

    /// A private Xvfb 800×480, the touch display's size, and xdotool on it.
    final class Display {
        let name: String
        private let server = Process()

        init?() {
            let number = (140..<240).first { !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") } ?? 140
            name = ":\(number)"
            server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            server.arguments = ["Xvfb", name, "-screen", "0", "800x480x24", "-nolisten", "tcp"]
            server.standardOutput = FileHandle.nullDevice
            server.standardError = FileHandle.nullDevice
            guard (try? server.run()) != nil else { return nil }
            for _ in 0..<200 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
                Thread.sleep(forTimeInterval: 0.05)
            }
            guard FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)"), xdotool(["getmouselocation"]) == 0 else {
                stop()
                return nil
            }
        }

        /// Runs xdotool on the display; its exit status.
        @discardableResult
        func xdotool(_ arguments: [String]) -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["xdotool"] + arguments
            process.environment = ["DISPLAY": name, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return -1 }
            process.waitUntilExit()
            return process.terminationStatus
        }

        /// Whether a window shows on the display within `timeout` seconds, looked for every 10 ms.
        func waitForWindow(timeout: Double) -> Bool {
            let deadline = Measure.now() + timeout
            while Measure.now() < deadline {
                if xdotool(["search", "--onlyvisible", "--name", "educat"]) == 0 { return true }
                Thread.sleep(forTimeInterval: 0.01)
            }
            return false
        }

        func stop() {
            server.terminate()
            server.waitUntilExit()
        }
    }

    /// `educat-window kiosk` on the display, its records and settings in a temporary folder.
    final class Kiosk {
        private let process = Process()
        private let folder = Measure.temporaryFolder()
        var pid: Int32 { process.processIdentifier }

        init?(_ program: String, display: Display, bank: String, cache: String, environment: [String: String] = [:]) {
            var variables = ProcessInfo.processInfo.environment.filter { ["PATH", "PULSE_SERVER", "PULSE_RUNTIME_PATH", "XDG_RUNTIME_DIR"].contains($0.key) }
            variables.merge(["DISPLAY": display.name, "EDUCAT_BANK": bank, "EDUCAT_STORE": folder + "/records.sqlite",
                             "XDG_CONFIG_HOME": folder, "XDG_CACHE_HOME": cache]) { $1 }
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = ["kiosk", "--seed", "1", "--display", "window"]
            process.environment = variables.merging(environment) { $1 }
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return nil }
        }

        /// Waits (a minute at most) until a second passes in which it uses under 5 % of a core: its start's
        /// background work (levels, the music's decoded copy) done.
        func settle() {
            for _ in 0..<60 {
                let before = ProcessCPU.total(of: pid) ?? 0
                Thread.sleep(forTimeInterval: 1)
                if (ProcessCPU.total(of: pid) ?? 0) - before < 0.05 { return }
            }
        }

        func stop() {
            process.terminate()
            process.waitUntilExit()
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}
