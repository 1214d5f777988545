import CPulse

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

    /// Detaches callbacks before disconnecting, since disconnecting reports a state change.
    static func release(context: OpaquePointer) {
        pa_context_set_state_callback(context, nil, nil)
        pa_context_disconnect(context)
        pa_context_unref(context)
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
