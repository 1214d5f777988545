import CPulse
import Foundation

/// libpulse plumbing shared by the audio thread and the probe.
enum Pulse {
    /// A new context on `mainloop`, connecting to `server`; on failure, the reason in words.
    ///
    /// No autospawn: a kiosk's audio thread must never fork a daemon, and tests must never
    /// start a stray server; a missing server is reported and retried instead.
    static func connect(
        mainloop: OpaquePointer, name: String, server: String?
    ) -> Result<OpaquePointer, PulseOutput.Failure> {
        guard let context = pa_context_new(pa_mainloop_get_api(mainloop), name) else {
            return .failure(PulseOutput.Failure(message: "could not create a PulseAudio context"))
        }
        if pa_context_connect(context, server, PA_CONTEXT_NOAUTOSPAWN, nil) < 0 {
            let failure = PulseOutput.Failure(message: errorText(context))
            pa_context_unref(context)
            return .failure(failure)
        }
        return .success(context)
    }

    /// Buffer attributes asking for `latency` seconds: the server treats tlength as a hint, and -1 elsewhere lets it
    /// pick prebuf and minreq to match.
    static func bufferAttributes(latency: Double, spec: inout pa_sample_spec) -> pa_buffer_attr {
        pa_buffer_attr(maxlength: UInt32.max, tlength: UInt32(pa_usec_to_bytes(pa_usec_t(latency * 1_000_000), &spec)),
                       prebuf: UInt32.max, minreq: UInt32.max, fragsize: UInt32.max)
    }

    /// Detaches callbacks before disconnecting, since disconnecting reports a state change.
    static func release(context: OpaquePointer) {
        pa_context_set_state_callback(context, nil, nil)
        pa_context_disconnect(context)
        pa_context_unref(context)
    }

    /// The Unix socket libpulse would reach `server` at (nil: the default server), when that can be told
    /// without libpulse: a single `unix:` or absolute path, else the runtime directory's. Nil for TCP or a list.
    static func socketPath(server: String?) -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let server = server ?? environment["PULSE_SERVER"] {
            let path = server.hasPrefix("unix:") ? String(server.dropFirst(5)) : server
            return path.hasPrefix("/") && !path.contains(" ") ? path : nil
        }
        if let runtime = environment["PULSE_RUNTIME_PATH"] { return runtime + "/native" }
        return environment["XDG_RUNTIME_DIR"].map { $0 + "/pulse/native" }
    }

    /// Whether something listens on the Unix socket at `path`: one non-blocking connect, closed at once.
    /// A full backlog (a hung server) counts as listening, so a whole attempt can find out and time out.
    static func accepts(socket path: String) -> Bool {
        let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
            | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        guard path.utf8.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: path.utf8) }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        return result == 0 || errno == EAGAIN || errno == EINPROGRESS
    }

    /// The one wording for "no server", shared by the status line and the probe.
    static func unreachable(_ reason: String) -> String {
        "no PulseAudio server reachable (\(reason))"
    }

    /// The context's last error, e.g. "Connection refused".
    static func errorText(_ context: OpaquePointer) -> String {
        String(cString: pa_strerror(pa_context_errno(context)))
    }

    /// Float32 little-endian interleaved, the only format the engine mixes in.
    static func sampleSpec(_ format: AudioFormat) -> pa_sample_spec {
        pa_sample_spec(format: PA_SAMPLE_FLOAT32LE, rate: UInt32(format.sampleRate), channels: UInt8(format.channels))
    }

    /// The engine's format for a server's sample spec (the sample type is reported separately).
    static func audioFormat(_ spec: pa_sample_spec) -> AudioFormat {
        AudioFormat(sampleRate: Int(spec.rate), channels: Int(spec.channels))
    }

    /// A C string from libpulse, empty when absent.
    static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

extension PulseOutput {
    /// Why the server could not be reached or used, in words for a status line.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The message, e.g. "Connection refused".
        public var message: String
        /// Creates a failure.
        public init(message: String) { self.message = message }
        /// The message.
        public var description: String { message }
    }
}
