// swift-tools-version:6.0
import PackageDescription

/// What a build holds, from `EDUCAT_BUILD`: the whole package by default; `kiosk`, all but the school server, for the
/// sanitizer and fuzzer builds that never run it (its HTTP, TLS and PostgreSQL stack, BoringSSL above all, would add
/// minutes to each; `educat` then has no `server` command); `engine`, the sound engine and the conductor with their
/// tests alone, which `make test` runs under ThreadSanitizer.
enum BuildScope: String {
    case full, kiosk, engine
}
let scope = Context.environment["EDUCAT_BUILD"].flatMap(BuildScope.init(rawValue:)) ?? .full
let withServer = scope == .full

/// The version and commit `educat --version` reports, from `EDUCAT_VERSION` and `EDUCAT_COMMIT` (the Makefile gives
/// the Debian changelog's version and `git describe`'s commit), as C string defines: only C takes a value from one.
let buildInfo: [CSetting] = [("EDUCAT_VERSION", "+.~-"), ("EDUCAT_COMMIT", "-")].compactMap { name, punctuation in
    guard let value = Context.environment[name], !value.isEmpty,
          value.allSatisfy({ $0.isLetter || $0.isNumber || punctuation.contains($0) }) else { return nil }
    return .define(name, to: "\"\(value)\"")
}

/// Where Pango's, GLib's and cairo's headers are on Debian, GLib's configuration in each architecture's folder.
let canvasHeaders = ["pango-1.0", "glib-2.0", "harfbuzz", "freetype2", "cairo", "librsvg-2.0", "gdk-pixbuf-2.0"]
    .map { "/usr/include/" + $0 }
    + ["x86_64-linux-gnu", "aarch64-linux-gnu", "arm-linux-gnueabihf"].map { "/usr/lib/\($0)/glib-2.0/include" }

/// What only the school server uses (see `scope`).
var schoolServerPackages: [Package.Dependency] {
    [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    ]
}

/// The school server and its tests (see `scope`).
var schoolServerTargets: [Target] {
    [
        // The school server: kiosks' results into PostgreSQL over HTTP (Hummingbird), the class report for teachers.
        .target(name: "SchoolServer", dependencies: [
            "Records", "Report", "Sync", "Lessons", "Texts",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "Crypto", package: "swift-crypto"), .product(name: "Logging", package: "swift-log"),
            .product(name: "Prometheus", package: "swift-prometheus"),
        ]),
        // `educat-server`, which `educat server` runs: the school server and its admin commands, apart from the kiosk.
        .executableTarget(name: "educat-server", dependencies: [
            "CommandSupport", "SchoolServer", "Settings", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
        ]),
        // The integration tier too: the school server on a private PostgreSQL.
        .testTarget(name: "SchoolServerTests", dependencies: [
            "SchoolServer", "Sync", "Records", "Report", "Lessons", "EducatTestSupport",
            .product(name: "Logging", package: "swift-log"),
        ]),
    ]
}

let package = Package(
    name: "educat",
    products: [
        .executable(name: "educat", targets: ["educat"]),
        .executable(name: "educat-window", targets: ["educat-window"]),
        .executable(name: "educat-bench", targets: ["educat-bench"]),
        .executable(name: "educat-fuzz", targets: ["educat-fuzz"]),
    ] + (withServer ? [.executable(name: "educat-server", targets: ["educat-server"])] : []),
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
    ] + (withServer ? schoolServerPackages : []),
    targets: [
        // System libraries: module maps only; `make deps` installs the Debian packages.
        // CPulse has no pkgConfig: libpulse.pc adds -pthread, which SwiftPM rejects with a warning.
        .systemLibrary(name: "CSndfile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),
        .systemLibrary(name: "CPulse", providers: [.apt(["libpulse-dev"])]),
        .systemLibrary(name: "CSamplerate", pkgConfig: "samplerate", providers: [.apt(["libsamplerate0-dev"])]),
        .systemLibrary(name: "CEbur128", pkgConfig: "libebur128", providers: [.apt(["libebur128-dev"])]),
        // libhyphen has no pkg-config file; its patterns come from hyphen-ca, hyphen-es, hyphen-en-us.
        .systemLibrary(name: "CHyphen", providers: [.apt(["libhyphen-dev"])]),
        // glibc's malloc.h, for mallopt (Glibc's module leaves it out).
        .systemLibrary(name: "CMalloc"),

        // Decoder → clip cache → voices → buses → mixer/scheduler → outputs. Optimised in debug builds too: the tests and
        // the debug `educat` render minutes of audio, three times faster so, and the samples are the same
        // (RenderChecksumTests).
        .target(name: "AudioEngine", dependencies: [
            "CSndfile", "CSamplerate", "CPulse",
            .product(name: "Atomics", package: "swift-atomics"),
            .product(name: "Logging", package: "swift-log"),
        ], swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        // TOMLKit's parser, kept from aborting on a malformed table header.
        .target(name: "TOMLGuard", dependencies: [.product(name: "TOMLKit", package: "TOMLKit")]),
        // Bank manifests, loading, checks and loudness.
        .target(name: "SoundBank", dependencies: [
            "AudioEngine", "CEbur128", "CHyphen", "Lessons", "TOMLGuard",
            .product(name: "TOMLKit", package: "TOMLKit"),
        ]),
        // Pure lesson and game logic: clock and random source injected, events out.
        .target(name: "Lessons"),
        // Events → cues → timelines on the engine.
        .target(name: "Conductor", dependencies: [
            "Lessons", "SoundBank", "AudioEngine", .product(name: "Logging", package: "swift-log"),
        ]),
        // The configuration file, environment and defaults, layered.
        .target(name: "Settings", dependencies: ["TOMLGuard", .product(name: "TOMLKit", package: "TOMLKit")]),
        // Records, profiles and history in SQLite.
        .target(name: "Records", dependencies: ["Lessons", .product(name: "GRDB", package: "GRDB.swift")]),
        // Progress reports: the store's games and activities summed up, as JSON or one HTML page with SVG charts.
        // Written in a catalogue's language (`Texts`), as the screens are.
        .target(name: "Report", dependencies: ["Records", "Lessons", "Texts", .product(name: "Plot", package: "Plot")]),
        // HTTP through libcurl loaded on first use (`libcurl4-openssl-dev` for its header; the program links no libcurl).
        .target(name: "CCurl"),
        // The kiosk side of school sync: the outbox sent in batches over HTTP (CCurl), retried with backoff.
        .target(name: "Sync", dependencies: ["CCurl", "Records", .product(name: "Logging", package: "swift-log")]),
        // The texts people read, per language: the catalogues' keys and texts, and the shipped catalogues built in
        // (links to sounds/locale/LANG.toml), so screens never show bare keys and the school server, which has no
        // locale folder, writes its report in any of them.
        .target(name: "Texts", dependencies: ["TOMLGuard", .product(name: "TOMLKit", package: "TOMLKit")],
                resources: ["ca", "en", "es"].map { .embedInCode("Shipped/\($0).toml") }),
        // Full-screen terminal: screens, block font, key map, kiosk loop; the catalogue files beside the bank.
        .target(name: "TerminalUI", dependencies: ["Lessons", "Conductor", "AudioEngine", "Texts"]),

        // Drawing for the window: cairo, and text and colour emoji by Pango (libpango1.0-dev, libcairo2-dev,
        // fonts-dejavu-core, fonts-noto-color-emoji), a bank's SVG pictures by librsvg (librsvg2-dev). A C target with a header of its own, so that Swift never sees
        // Pango's headers: their pkg-config flags carry -pthread, which SwiftPM refuses with a warning.
        .target(name: "CCanvas", cSettings: [.unsafeFlags(canvasHeaders.flatMap { ["-I", $0] })],
                linkerSettings: ["pangocairo-1.0", "pango-1.0", "rsvg-2", "cairo", "gobject-2.0", "glib-2.0"].map { .linkedLibrary($0) }),
        // A window, its taps, keys and game controllers, on SDL2 (libsdl2-dev).
        .target(name: "CWindow", linkerSettings: [.linkedLibrary("SDL2")]),
        // The window front end: a frame in pixels, in a window or offscreen as an image.
        .target(name: "WindowUI", dependencies: ["CCanvas", "CWindow", "TerminalUI", "Texts"]),

        // The kinds that live in one folder each (Sources/Activities/NAME), and the one list that registers them.
        .target(name: "Activities", dependencies: ["AudioEngine", "Lessons", "SoundBank", "Conductor", "TerminalUI", "Texts"]),

        // What every educat program shares: errors as one line, the log on standard error, `--config`.
        // The version and commit this build reports (`buildInfo`).
        .target(name: "CBuildInfo", cSettings: buildInfo),
        .target(name: "CommandSupport", dependencies: [
            "CBuildInfo", "CMalloc", "Settings", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // Hides the terminal from the Swift runtime while it starts, so a crash never waits for a key.
        .target(name: "CUnattendedCrashes"),
        // What `educat`'s commands do, put together from the layers: the composition root, the kiosk's launch, the
        // journal, the roster, the event log, sync's set-up. The executable parses flags and calls it; tests call it in
        // process.
        .target(name: "EducatApp", dependencies: [
            "Activities", "CommandSupport", "AudioEngine", "SoundBank", "Lessons", "Conductor", "Records", "Settings", "Sync",
            "TerminalUI", "Texts", .product(name: "Logging", package: "swift-log"),
        ]),
        // Every `educat` command, for the two programs that run them.
        .target(name: "EducatCommands", dependencies: [
            "EducatApp", "Activities", "CommandSupport", "CUnattendedCrashes", "AudioEngine", "SoundBank", "Lessons",
            "Conductor", "Records", "Report", "Settings", "Sync", "TerminalUI", "Texts",
            .product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "Logging", package: "swift-log"),
        ]),
        // The terminal's program, without the window's libraries (SDL2, Pango, cairo and theirs): where there is a
        // display, it runs educat-window in its place.
        .executableTarget(name: "educat", dependencies: ["EducatCommands"]),
        // The same commands with the window front end.
        .executableTarget(name: "educat-window", dependencies: ["EducatCommands", "EducatApp", "WindowUI"]),
        .executableTarget(name: "educat-bench", dependencies: [
            "AudioEngine", "Settings", "TerminalUI", "Texts", "WindowUI", .product(name: "Atomics", package: "swift-atomics"),
        ]),
        // libFuzzer harness for the parsers (`make fuzz`, Tests/Fuzz/README.md); a plain build only replays inputs.
        .executableTarget(name: "educat-fuzz", dependencies: [
            "Activities", "AudioEngine", "SoundBank", "Lessons", "Conductor", "Records", "Settings", "Sync", "TerminalUI",
        ]),

        // Shared by the tests: the built `educat` executable, tmux, temporary stores.
        .target(name: "EducatTestSupport", dependencies: ["AudioEngine", "Lessons", "Records", "TerminalUI", "Texts"],
                path: "Tests/Support"),

        // The unit tier (Tests/README.md): in process, no server, no spawned `educat`; run in parallel.
        .testTarget(name: "AudioEngineTests", dependencies: ["AudioEngine", "CSndfile", "CSamplerate"]),
        .testTarget(name: "SoundBankTests", dependencies: [
            "SoundBank", "Activities", "AudioEngine", "Lessons", "TOMLGuard", "EducatTestSupport",
            .product(name: "TOMLKit", package: "TOMLKit"),
        ]),
        .testTarget(name: "LessonsTests", dependencies: ["Lessons"]),
        .testTarget(name: "ConductorTests", dependencies: ["Conductor", "AudioEngine", "Lessons", "SoundBank"]),
        .testTarget(name: "RecordsTests", dependencies: [
            "Records", "Lessons", "EducatTestSupport", "Settings", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .testTarget(name: "ReportTests", dependencies: ["Report", "Records", "Lessons", "Texts", "EducatTestSupport"]),
        .testTarget(name: "SettingsTests", dependencies: ["Settings"]),
        .testTarget(name: "CommandSupportTests", dependencies: ["CommandSupport", "CMalloc"]),
        .testTarget(name: "SyncTests", dependencies: [
            "Sync", "Records", "EducatTestSupport", .product(name: "Logging", package: "swift-log"),
        ]),
        .testTarget(name: "TOMLGuardTests", dependencies: ["TOMLGuard", "CMalloc", .product(name: "TOMLKit", package: "TOMLKit")]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "Texts", "Lessons", "EducatTestSupport", "CMalloc"]),
        .testTarget(name: "ActivitiesTests", dependencies: [
            "Activities", "AudioEngine", "Conductor", "Lessons", "SoundBank", "TerminalUI", "Texts", "EducatTestSupport",
        ]),
        .testTarget(name: "WindowUITests", dependencies: [
            "WindowUI", "TerminalUI", "Texts", "Activities", "Lessons", "EducatTestSupport",
        ], exclude: ["Golden"]),
        .testTarget(name: "EducatAppTests", dependencies: [
            "EducatApp", "Activities", "AudioEngine", "Conductor", "Lessons", "Records", "Settings", "TerminalUI",
            "EducatTestSupport",
        ]),

        // The integration tier: the built `educat` run as a person runs it, without a terminal,
        .testTarget(name: "CommandLineTests", dependencies: [
            "EducatTestSupport", "AudioEngine", "SoundBank", "Records", "Report", "Texts", "Lessons", "WindowUI",
            .product(name: "GRDB", package: "GRDB.swift"),
        ], exclude: ["Screens/Golden"]),
        // the kiosk on a real terminal (tmux),
        .testTarget(name: "KioskTests", dependencies: ["EducatTestSupport"]),
        // and what a real sound server (PulseAudio, PipeWire) plays, captures and grants.
        .testTarget(name: "SoundServerTests", dependencies: [
            "Activities", "AudioEngine", "SoundBank", "EducatTestSupport", .product(name: "Logging", package: "swift-log"),
            .product(name: "Atomics", package: "swift-atomics"),
        ]),
    ] + (withServer ? schoolServerTargets : [])
)

/// The `engine` scope: the targets the engine's and the conductor's tests need, and the packages those use.
if scope == .engine {
    let engine: Set = [
        "CSndfile", "CPulse", "CSamplerate", "CEbur128", "CHyphen", "AudioEngine", "TOMLGuard", "SoundBank", "Lessons",
        "Conductor", "AudioEngineTests", "ConductorTests",
    ]
    package.targets.removeAll { !engine.contains($0.name) }
    package.products = []
    let used = ["swift-log", "swift-atomics", "TOMLKit"]
    package.dependencies.removeAll { dependency in !used.contains { dependency.kind.isPackage(named: $0) } }
}

extension Package.Dependency.Kind {
    /// Whether this is the package at a URL ending in `name`.
    func isPackage(named name: String) -> Bool {
        guard case .sourceControl(_, let location, _) = self else { return false }
        return location.hasSuffix("/" + name)
    }
}
