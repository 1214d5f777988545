import Foundation

/// The kiosk as a child meets it, with the bundled bank: how soon its first sound comes after start, what it costs
/// while it sits on the main menu with music, and how soon a key is heard as a voice, each beside a reference player
/// measured in the same run.
enum KioskBenchmark {
    static func run(on server: Server) {
        print("\n## kiosk (bundled bank \(bankName), release educat in tmux)")
        withBank { bank, music in
            firstSound(on: server, bank: bank, reference: music)
            idleCost(on: server, bank: bank, reference: music)
            keyToVoice(on: server, bank: bank)
        }
    }

    /// The time to the first sound alone (`educat-bench kiosk-start`), for a before/after of the start.
    static func runFirstSound(on server: Server) {
        print("\n## kiosk start (bundled bank \(bankName), release educat in tmux)")
        withBank { bank, music in firstSound(on: server, bank: bank, reference: music) }
    }

    /// Runs `body` with a copy of the bank and a music file for the reference players, unless educat is not built.
    static func withBank(_ body: (_ bank: String, _ music: String) -> Void) {
        guard FileManager.default.isExecutableFile(atPath: KioskRun.executable) else {
            return print("skipped: \(KioskRun.executable) is not built (`make bench` builds it)")
        }
        // A copy, so the first start measures the bank's levels and decodes its music as a fresh install does (later
        // starts find both in the caches it left), and the repository stays clean.
        let folder = Measure.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bank = folder + "/bank"
        try? FileManager.default.copyItem(atPath: KioskRun.root + "/sounds/" + bankName, toPath: bank)
        let music = folder + "/music.wav"
        Measure.run("sox", ["-q", "-n", "-r", "48000", "-c", "2", music, "synth", "40", "sine", "220", "vol", "0.3"])
        body(bank, music)
    }

    private static let bankName = ProcessInfo.processInfo.environment["EDUCAT_BENCH_BANK"] ?? "ca"

    /// A stream of silence at low latency: an idle PulseAudio null sink renders far ahead, so onsets on its
    /// monitor mean something only while some stream holds it (PipeWire's timer-driven sink needs none, but gets one
    /// alike, so both servers are measured the same way).
    static func holdingTheSink(_ server: Server, _ body: () -> Void) {
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        holder.arguments = ["pacat", "--raw", "--latency-msec=10", "-d", server.sink, "/dev/zero"]
        holder.standardOutput = FileHandle.nullDevice
        holder.standardError = FileHandle.nullDevice
        try? holder.run()
        Thread.sleep(forTimeInterval: 0.5)
        body()
        holder.terminate()
        holder.waitUntilExit()
    }

    /// From the kiosk's start to its music on the monitor: the first start (levels measured) and a second one.
    private static func firstSound(on server: Server, bank: String, reference: String) {
        guard let capture = MonitorCapture(source: server.monitor) else { return print("skipped: parec records nothing from \(server.monitor)") }
        defer { capture.stop() }
        holdingTheSink(server) {
            print("first sound after start".padding(toLength: 37, withPad: " ", startingAt: 0) + " median   runs   (ms)")
            for (name, runs, firstStart) in [("educat kiosk, first start", 1, true), ("educat kiosk, later starts", 6, false)] {
                let values = (0..<runs).compactMap { _ -> (tmux: Double, exec: Double?)? in
                    Thread.sleep(forTimeInterval: 0.5)
                    let start = Measure.now()
                    capture.arm(at: start)
                    guard let kiosk = KioskRun(bank: bank, cache: bank + "/../cache") else { return nil }
                    defer { kiosk.stop() }
                    guard let onset = capture.waitForOnset(timeout: 20) else { return nil }
                    // A fresh install's first start keeps running while it writes its caches, as a kiosk does: stopped
                    // at once, it would leave the music's decoded copy unwritten and every later run decoding it.
                    if firstStart { kiosk.waitUntilSettled() }
                    return (onset, kiosk.started.map { start + onset - $0 })
                }
                // tmux starting its server and the pane's shell is not the kiosk's start, but a terminal's.
                row(name + " (tmux)", values.map(\.tmux), of: runs)
                row(name + " (exec)", values.compactMap(\.exec), of: runs)
            }
            for player in server.players {
                let values = (0..<4).compactMap { _ -> Double? in
                    Thread.sleep(forTimeInterval: 0.5)
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                    process.arguments = player.arguments + [reference]
                    let start = Measure.now()
                    capture.arm(at: start)
                    try? process.run()
                    defer { process.terminate(); process.waitUntilExit() }
                    return capture.waitForOnset(timeout: 5)
                }
                row("\(player.name) (a file)", values, of: 4)
            }
        }
    }

    /// CPU of the kiosk on its main menu with music, nothing recording or holding the sink, beside a reference
    /// player playing music for the same windows; threads named so that the costly one shows.
    private static func idleCost(on server: Server, bank: String, reference: String) {
        guard let kiosk = KioskRun(bank: bank, cache: bank + "/../cache") else {
            return print("skipped: the kiosk did not start")
        }
        defer { kiosk.stop() }
        let players = server.players.compactMap { player -> (String, Process)? in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = player.arguments + [reference]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return nil }
            return (player.name, process)
        }
        defer { for (_, process) in players { process.terminate(); process.waitUntilExit() } }
        // The bank decodes in the background at first (for a minute at most on a busy machine); idle is what follows.
        kiosk.waitUntilSettled()
        let window = 8.0
        print(String(format: "idle CPU, %% of one core (3 windows of %.0f s, main menu with music)", window))
        var kioskShares: [Double] = []
        var referenceShares: [String: [Double]] = [:]
        var threadShares: [String: [Double]] = [:]
        for _ in 0..<3 {
            let threadsBefore = ProcessCPU.threads(of: kiosk.pid)
            let before = ProcessCPU.total(of: kiosk.pid) ?? 0
            let referencesBefore = players.map { ProcessCPU.total(of: $0.1.processIdentifier) ?? 0 }
            let start = Measure.now()
            Thread.sleep(forTimeInterval: window)
            let elapsed = Measure.now() - start
            kioskShares.append(((ProcessCPU.total(of: kiosk.pid) ?? 0) - before) / elapsed * 100)
            for ((name, process), earlier) in zip(players, referencesBefore) {
                referenceShares[name, default: []].append(((ProcessCPU.total(of: process.processIdentifier) ?? 0) - earlier) / elapsed * 100)
            }
            for (thread, seconds) in ProcessCPU.threads(of: kiosk.pid) {
                let name = String(thread.prefix { $0 != "#" })
                threadShares[name, default: []].append((seconds - (threadsBefore[thread] ?? 0)) / elapsed * 100)
            }
        }
        print(String(format: "educat kiosk                 %5.2f %%  (windows: %@)", Measure.median(kioskShares),
                     kioskShares.map { String(format: "%.2f", $0) }.joined(separator: ", ")))
        let busy = threadShares.filter { $0.value.reduce(0, +) > 0 }.sorted { $0.value.reduce(0, +) > $1.value.reduce(0, +) }
        for (name, shares) in busy.prefix(4) {
            print(String(format: "  thread %-20@ %5.2f %%", name, shares.reduce(0, +) / 3))
        }
        for (name, shares) in referenceShares.sorted(by: { $0.key < $1.key }) {
            print(String(format: "%-28@ %5.2f %%  (playing a file in the same windows)", name, Measure.median(shares)))
        }
    }

    /// From a key written to the kiosk's terminal to the voice it plays on the monitor, music off: `7` on the main
    /// menu opens the info screen, which speaks at once; Escape goes back to the menu, in silence.
    private static func keyToVoice(on server: Server, bank: String) {
        guard let capture = MonitorCapture(source: server.monitor) else { return }
        defer { capture.stop() }
        holdingTheSink(server) {
            let musicOff = ["EDUCAT_AUDIO_MUSIC": "false"]
            guard let kiosk = KioskRun(bank: bank, cache: bank + "/../cache", environment: musicOff) else {
                return print("skipped: the kiosk did not start")
            }
            defer { kiosk.stop() }
            Thread.sleep(forTimeInterval: 8)
            let values = (0..<15).compactMap { _ -> Double? in
                kiosk.send("Escape")
                Thread.sleep(forTimeInterval: 1.2 + Double.random(in: 0...0.2))
                let start = Measure.now()
                capture.arm(at: start)
                kiosk.send("7")
                return capture.waitForOnset(timeout: 2)
            }
            print("key → voice (tmux send-keys → monitor)")
            row("educat kiosk", values, of: 15)
        }
    }

    static func row(_ name: String, _ values: [Double], of runs: Int) {
        guard !values.isEmpty else { return print("\(name): no onset captured") }
        let sorted = values.sorted()
        print(name.padding(toLength: 37, withPad: " ", startingAt: 0)
              + String(format: "%7.1f   %d/%d   (min %.1f, max %.1f)", Measure.median(values) * 1_000, values.count, runs,
                       sorted.first! * 1_000, sorted.last! * 1_000))
    }
}
