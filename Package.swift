// swift-tools-version:6.0
import PackageDescription

/// `make sanitize` builds with EDUCAT_WITHOUT_SERVER set: ThreadSanitizer's tests never run the school server, and its
/// HTTP, TLS and PostgreSQL stack (BoringSSL above all) would add minutes to that second full build. Without it,
/// `educat` has no `server` command.
let withServer = Context.environment["EDUCAT_WITHOUT_SERVER"] == nil

/// What only the school server uses (see `withServer`).
var schoolServerPackages: [Package.Dependency] {
    [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
    ]
}

/// The school server and its tests (see `withServer`).
var schoolServerTargets: [Target] {
    [
        // The school server: kiosks' results into PostgreSQL over HTTP (Hummingbird), the class report for teachers.
        .target(name: "SchoolServer", dependencies: [
            "Records", "Report", "Sync", "Lessons",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "Crypto", package: "swift-crypto"), .product(name: "Logging", package: "swift-log"),
        ]),
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
        .executable(name: "educat-bench", targets: ["educat-bench"]),
        .executable(name: "educat-fuzz", targets: ["educat-fuzz"]),
    ],
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
        .target(name: "Report", dependencies: ["Records", "Lessons", .product(name: "Plot", package: "Plot")]),
        // The kiosk side of school sync: the outbox sent in batches over HTTP (URLSession), retried with backoff.
        .target(name: "Sync", dependencies: ["Records", .product(name: "Logging", package: "swift-log")]),
        // Full-screen terminal: screens, block font, key map, kiosk loop.
        .target(name: "TerminalUI", dependencies: [
            "Lessons", "Conductor", "AudioEngine", "TOMLGuard", .product(name: "TOMLKit", package: "TOMLKit"),
        ]),

        // The kinds that live in one folder each (Sources/Activities/NAME), and the one list that registers them.
        .target(name: "Activities", dependencies: ["AudioEngine", "Lessons", "SoundBank", "Conductor", "TerminalUI"]),

        // Hides the terminal from the Swift runtime while it starts, so a crash never waits for a key.
        .target(name: "CUnattendedCrashes"),
        .executableTarget(name: "educat", dependencies: [
            "Activities", "CUnattendedCrashes", "AudioEngine", "SoundBank", "Lessons", "Conductor", "Records", "Report",
            "Settings", "Sync", "TerminalUI", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ] + (withServer ? ["SchoolServer", .product(name: "HummingbirdBcrypt", package: "hummingbird-auth")] : []),
        swiftSettings: withServer ? [.define("EDUCAT_SERVER")] : []),
        .executableTarget(name: "educat-bench", dependencies: [
            "AudioEngine", "Settings", .product(name: "Atomics", package: "swift-atomics"),
        ]),
        // libFuzzer harness for the parsers (`make fuzz`, Tests/Fuzz/README.md); a plain build only replays inputs.
        .executableTarget(name: "educat-fuzz", dependencies: [
            "Activities", "AudioEngine", "SoundBank", "Lessons", "Conductor", "Records", "Settings", "TerminalUI",
        ]),

        // Shared by the tests that run the built `educat` executable.
        .target(name: "EducatTestSupport", dependencies: ["AudioEngine", "Lessons", "Records", "TerminalUI"], path: "Tests/Support"),
        .testTarget(name: "CommandLineTests", dependencies: ["EducatTestSupport", "AudioEngine", "SoundBank"]),
        .testTarget(name: "AudioEngineTests", dependencies: ["AudioEngine", "CSndfile", "CSamplerate"]),
        .testTarget(name: "SoundBankTests", dependencies: [
            "SoundBank", "Activities", "AudioEngine", "Lessons", .product(name: "TOMLKit", package: "TOMLKit"),
        ]),
        .testTarget(name: "LessonsTests", dependencies: ["Lessons"]),
        .testTarget(name: "ConductorTests", dependencies: ["Conductor", "AudioEngine", "Lessons", "SoundBank"]),
        .testTarget(name: "RecordsTests", dependencies: [
            "Records", "Lessons", "EducatTestSupport", "Settings", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .testTarget(name: "ReportTests", dependencies: ["Report", "Records", "Lessons", "EducatTestSupport"]),
        .testTarget(name: "SettingsTests", dependencies: ["Settings"]),
        .testTarget(name: "SyncTests", dependencies: [
            "Sync", "Records", "EducatTestSupport", .product(name: "Logging", package: "swift-log"),
        ]),
        .testTarget(name: "TOMLGuardTests", dependencies: ["TOMLGuard", .product(name: "TOMLKit", package: "TOMLKit")]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "Lessons", "EducatTestSupport"]),
        .testTarget(name: "ActivitiesTests", dependencies: [
            "Activities", "AudioEngine", "Conductor", "Lessons", "SoundBank", "TerminalUI", "EducatTestSupport",
        ]),
        .testTarget(name: "IntegrationTests", dependencies: [
            "Activities", "AudioEngine", "SoundBank", "EducatTestSupport", .product(name: "Logging", package: "swift-log"),
            .product(name: "Atomics", package: "swift-atomics"),
        ]),
    ] + (withServer ? schoolServerTargets : [])
)
