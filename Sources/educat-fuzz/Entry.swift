import Activities
import Foundation

// libFuzzer harness for educat's parsers; Tests/Fuzz/README.md says how to run it.
//
// Built by `make fuzz` with `-sanitize=fuzzer,address -DFUZZING`, libFuzzer supplies `main` and calls the two C entry
// points below. A plain `swift build` has no libFuzzer, so `Replay` is the entry point instead: it runs saved inputs.

/// Set once by `LLVMFuzzerInitialize` before libFuzzer's first input; libFuzzer runs inputs on one thread.
nonisolated(unsafe) private var target: FuzzTarget?
nonisolated(unsafe) private var scratch = ""

/// The target named by `--target=NAME` among `arguments` (libFuzzer ignores flags that start with `--`).
private func selectTarget(_ arguments: [String]) {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    let name = arguments.last { $0.hasPrefix("--target=") }?.dropFirst("--target=".count)
    guard let name, let selected = FuzzTarget(rawValue: String(name)) else {
        FileHandle.standardError.write(Data("educat-fuzz: give --target=NAME (\(names))\n".utf8))
        exit(2)
    }
    target = selected
    // The registered kinds' bank sections and screens are parsed like the built-in ones, so they are fuzzed too.
    ActivityList.register()
    var template = Array((FileManager.default.isWritableFile(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
        .appending("/educat-fuzz-XXXXXX").utf8CString)
    guard let folder = mkdtemp(&template) else {
        FileHandle.standardError.write(Data("educat-fuzz: cannot make a scratch folder\n".utf8))
        exit(2)
    }
    scratch = String(cString: folder)
    atexit { try? FileManager.default.removeItem(atPath: scratch) }
}

@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>,
                             _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>) -> CInt {
    selectTarget((0..<Int(argc.pointee)).compactMap { argv.pointee[$0].map { String(cString: $0) } })
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target?.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [], in: scratch)
    return 0
}

#if !FUZZING
/// Replays inputs without libFuzzer: `educat-fuzz --target=NAME FILE…`.
@main
enum Replay {
    static func main() {
        selectTarget(CommandLine.arguments)
        for file in CommandLine.arguments.dropFirst() where !file.hasPrefix("--") {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("educat-fuzz: \(file): cannot be read\n".utf8))
                exit(1)
            }
            target?.run(Array(data), in: scratch)
            print("\(file): ok")
        }
    }
}
#endif
