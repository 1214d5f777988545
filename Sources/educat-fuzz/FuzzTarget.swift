import AudioEngine
import Conductor
import Foundation
import Lessons
import Records
import Settings
import SoundBank
import Sync
import TerminalUI

/// One input parser, fed arbitrary bytes through the entry point the program itself uses.
///
/// A crash, a leak or a hang inside `run` is a finding; errors the parser reports are its job.
enum FuzzTarget: String, CaseIterable {
    /// `bank.toml` text → bank and problems (as `bank check` and the kiosk load it) → lesson content and cue table.
    case manifest
    /// A `render` session script.
    case script
    /// A configuration file, layered as `--config`.
    case config
    /// Terminal bytes → keys → operator chord and kiosk actions.
    case keys
    /// Any bytes as a clip, decoded to the engine's format.
    case audio
    /// A screen-text catalogue (`sounds/locale/LANG.toml`), loaded against the built-in English one, every text filled.
    case catalogue
    /// A child's name and picture, as `profiles add`, the operator menu and a row of the store give them.
    case names
    /// What the school server (or whatever stands at its address) answers a kiosk: its first byte picks the status.
    case reply
    /// A kiosk's batch of results as the school server reads it.
    case batch

    /// Every screen, built once: the menu tree is the same for every input (the kinds are registered before the first).
    private static let screens = Screen.all

    /// Runs one input; `folder` is this process's scratch folder for the parsers that only read files.
    func run(_ bytes: [UInt8], in folder: String) {
        switch self {
        case .manifest:
            write(bytes, to: folder + "/" + Bank.manifestName)
            let (bank, problems) = Bank.loadReporting(from: folder)
            keep(problems.map(\.description))
            if let bank {
                let library = BankLibrary(bank: bank, cache: ClipCache())
                keep(library.content)
                keep(library.cueTable)
            }
        case .script:
            do {
                keep(try SessionScript(String(decoding: bytes, as: UTF8.self), name: "fuzz"))
            } catch {
                keep(error.description)
            }
        case .config:
            let file = folder + "/config.toml"
            write(bytes, to: file)
            var loader = SettingsLoader(explicitFile: file, environment: [:])
            loader.systemFile = folder + "/absent"
            loader.userFile = folder + "/absent"
            let (settings, problems) = loader.load()
            keep(problems.map(\.description))
            keep(KeyChord(settings.operatorChord))
        case .keys:
            keys(bytes)
        case .audio:
            // `.mp3` because libsndfile picks the type by content first and falls back to the extension only for
            // MPEG without an ID3 tag: this name reaches every decoder.
            let file = folder + "/clip.mp3"
            write(bytes, to: file)
            keep(try? SoundFile.decode(file))
        case .catalogue:
            catalogue(bytes, in: folder)
        case .names:
            let text = String(decoding: bytes, as: UTF8.self)
            keep(ProfileText.shown(text))
            // What is accepted is kept in a form the same rules accept unchanged, so a stored name always reads back.
            if let name = try? ProfileText.name(text) { precondition((try? ProfileText.name(name)) == name, "unstable name") }
            if let picture = try? ProfileText.picture(text) {
                precondition((try? ProfileText.picture(picture)) == picture, "unstable picture")
            }
            keep((try? ProfileText.name(text), try? ProfileText.picture(text)))
        case .reply:
            reply(bytes)
        case .batch:
            batch(bytes)
        }
    }

    /// Reads the bytes as an answer to a batch and to the profiles' request; whatever it says reaches a terminal and
    /// the store, so no error it makes may hold a control character.
    private func reply(_ bytes: [UInt8]) {
        let statuses = [200, 200, 400, 401, 404, 408, 413, 429, 500, 502, 503]
        let status = statuses[Int(bytes.first ?? 0) % statuses.count]
        let body = Data(bytes.dropFirst())
        let challenge = bytes.count > 1 && bytes[1] % 2 == 0 ? String(decoding: bytes.prefix(8), as: UTF8.self) : ""
        for answer in [{ try SyncClient.read(status: status, body: body, challenge: challenge, from: "s") as SyncReceipt },
                       { try SyncClient.read(status: status, body: body, challenge: challenge, from: "s") as [String] }] as
            [() throws -> Any] {
            do {
                keep(try answer())
            } catch {
                let text = "\(error)"
                precondition(!text.unicodeScalars.contains { $0.properties.generalCategory == .control },
                             "an error holds a control character: \(text.debugDescription)")
                keep((error as? SyncError)?.isServersOwnRefusal)
            }
        }
    }

    /// Reads the bytes as the server does; every row it keeps must be one the kiosk's own rules allow.
    private func batch(_ bytes: [UInt8]) {
        do {
            let (kept, refused) = try ReceivedBatch.read(Data(bytes)).sorted()
            for game in kept.games {
                precondition((try? ProfileText.name(game.profile)) != nil, "kept a game of \(game.profile.debugDescription)")
                precondition(game.ended >= game.started, "kept a game ending before it starts")
            }
            for activity in kept.activities {
                precondition((try? ProfileText.name(activity.profile)) != nil, "kept an activity of \(activity.profile.debugDescription)")
            }
            keep(refused)
        } catch {
            keep("\(error)")
        }
    }

    /// Loads the bytes as a language's catalogue against English, then fills every text it gives.
    ///
    /// English is the copy built in, the shipped `en.toml` parsed once: read from the folder it would be the same file
    /// at every input, and each parse keeps what TOMLKit never frees (some 40 KB under ASan), so 300 s of inputs ran out
    /// of memory on that alone. The fuzzed file goes through the same reading.
    private func catalogue(_ bytes: [UInt8], in folder: String) {
        write(bytes, to: folder + "/xx.toml")
        let (texts, problems) = CatalogueFile.load(folder: folder, language: "xx")
        keep(problems)
        for key in texts.entries.keys {
            keep(texts.text(key, ["n": "3", "name": "{n}"]))
            keep(texts.counted(key, 1))
        }
    }

    /// Decodes the bytes in one read, then one byte per read: how a terminal splits its writes must not change the
    /// keys (no timeout passes in between); then one byte per read with the Esc timeout passing after each.
    private func keys(_ bytes: [UInt8]) {
        var whole = KeyDecoder()
        let keys = whole.feed(bytes, at: 0) + whole.flush(at: 1)
        var split = KeyDecoder()
        let splitKeys = bytes.flatMap { split.feed([$0], at: 0) } + split.flush(at: 1)
        precondition(keys == splitKeys, "one read gave \(keys), byte by byte gave \(splitKeys)")
        var slow = KeyDecoder()
        let slowKeys = bytes.enumerated().flatMap { index, byte in
            slow.feed([byte], at: Double(index)) + slow.flush(at: Double(index) + 0.5)
        }
        var chord = KeyChord.standard
        let map = KeyMap(kiosk: true)
        let screens = Self.screens
        for (index, key) in (keys + slowKeys).enumerated() {
            keep(chord.press(key, at: Double(index)))
            keep(map.action(for: key, on: screens[index % screens.count]))
        }
    }

    private func write(_ bytes: [UInt8], to file: String) {
        guard FileManager.default.createFile(atPath: file, contents: Data(bytes)) else {
            fatalError("cannot write \(file)")
        }
    }
}

/// Keeps a result alive so the optimizer cannot drop the work that made it.
@_optimize(none)
func keep<T>(_ value: T) {}
