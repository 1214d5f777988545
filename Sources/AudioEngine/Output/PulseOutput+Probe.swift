import CPulse

extension PulseOutput {
    /// What a server says about itself, for `educat devices`.
    public struct ServerProbe: Sendable, Equatable {
        /// A sink or a source the server offers.
        public struct Device: Sendable, Equatable {
            /// Name to pass as `Configuration.sink` (a sink's) or to recording tools (a source's).
            public var name: String
            /// Human-readable description.
            public var description: String
            /// Native rate and channels.
            public var format: AudioFormat
            /// Native sample type, e.g. "s16le".
            public var sampleType: String
        }

        /// Server name and version, e.g. "pulseaudio 16.1".
        public var server: String
        /// What serves the PulseAudio protocol: "PulseAudio", or "PipeWire" for pipewire-pulse.
        public var kind: String
        /// That server's own version: PipeWire's for pipewire-pulse, not the protocol version it reports.
        public var version: String
        /// Host the server runs on.
        public var host: String
        /// Sink a stream plays on when none is named.
        public var defaultSink: String
        /// Server's default rate and channels.
        public var format: AudioFormat
        /// Server's default sample type, e.g. "s16le".
        public var sampleType: String
        /// Source a recording uses when none is named.
        public var defaultSource: String
        /// Every sink, in the server's order.
        public var sinks: [Device]
        /// Every source, sinks' monitors included, in the server's order.
        public var sources: [Device]

        /// What serves the protocol and its version, from the name and version a server reports: pipewire-pulse
        /// calls itself "PulseAudio (on PipeWire 0.3.65)", version "15.0.0" (the PulseAudio it stands in for).
        static func kind(name: String, version: String) -> (kind: String, version: String) {
            guard let range = name.range(of: "on PipeWire ") else { return ("PulseAudio", version) }
            return ("PipeWire", String(name[range.upperBound...].prefix { $0 != ")" }))
        }
    }

    /// Connects once, reads the server's facts, disconnects; any thread, blocks at most `timeout` seconds.
    public static func probe(server: String? = nil, timeout: Double) -> Result<ServerProbe, Failure> {
        guard let mainloop = pa_mainloop_new() else { return .failure(Failure(message: "could not create a main loop")) }
        defer { pa_mainloop_free(mainloop) }
        let context: OpaquePointer
        switch Pulse.connect(mainloop: mainloop, name: "educat-probe", server: server) {
        case .success(let connected): context = connected
        case .failure(let failure): return .failure(Failure(message: Pulse.unreachable(failure.message)))
        }
        defer { Pulse.release(context: context) }

        let probe = Probe()
        return withExtendedLifetime(probe) {
            pa_context_set_state_callback(context, { context, userdata in
                guard let context, let userdata else { return }
                Unmanaged<Probe>.fromOpaque(userdata).takeUnretainedValue().stateChanged(context)
            }, Unmanaged.passUnretained(probe).toOpaque())

            let deadline = pa_rtclock_now() + pa_usec_t(max(timeout, 0) * 1_000_000)
            while probe.result == nil {
                let now = pa_rtclock_now()
                guard now < deadline else {
                    return .failure(Failure(message: "PulseAudio server did not answer within \(timeout) s"))
                }
                guard pa_mainloop_prepare(mainloop, Int32(clamping: deadline - now)) >= 0,
                      pa_mainloop_poll(mainloop) >= 0 else { break }
                pa_mainloop_dispatch(mainloop)
            }
            return probe.result ?? .failure(Failure(message: "PulseAudio main loop failed"))
        }
    }
}

/// The probe's progress, filled by callbacks on the probing thread.
private final class Probe {
    var result: Result<PulseOutput.ServerProbe, PulseOutput.Failure>?
    private var server: PulseOutput.ServerProbe?
    private var sinks: [PulseOutput.ServerProbe.Device] = []
    private var sources: [PulseOutput.ServerProbe.Device] = []
    private var sinksDone = false
    private var sourcesDone = false

    private var userdata: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    func stateChanged(_ context: OpaquePointer) {
        switch pa_context_get_state(context) {
        case PA_CONTEXT_READY:
            request(context, pa_context_get_server_info(context, { context, info, userdata in
                guard let context, let userdata else { return }
                Unmanaged<Probe>.fromOpaque(userdata).takeUnretainedValue().serverInfoArrived(context, info)
            }, userdata))
            request(context, pa_context_get_sink_info_list(context, { context, info, eol, userdata in
                Probe.deviceArrived(context, userdata, info.map { ($0.pointee.name, $0.pointee.description, $0.pointee.sample_spec) },
                                    eol: eol, into: \.sinks, done: \.sinksDone)
            }, userdata))
            request(context, pa_context_get_source_info_list(context, { context, info, eol, userdata in
                Probe.deviceArrived(context, userdata, info.map { ($0.pointee.name, $0.pointee.description, $0.pointee.sample_spec) },
                                    eol: eol, into: \.sources, done: \.sourcesDone)
            }, userdata))
        case PA_CONTEXT_FAILED, PA_CONTEXT_TERMINATED:
            fail(context)
        default:
            break
        }
    }

    private func request(_ context: OpaquePointer, _ operation: OpaquePointer?) {
        if let operation { pa_operation_unref(operation) } else { fail(context) }
    }

    private func fail(_ context: OpaquePointer) {
        if result == nil { result = .failure(PulseOutput.Failure(message: Pulse.unreachable(Pulse.errorText(context)))) }
    }

    private func serverInfoArrived(_ context: OpaquePointer, _ info: UnsafePointer<pa_server_info>?) {
        guard let info = info?.pointee else { return fail(context) }
        let name = Pulse.string(info.server_name)
        let version = Pulse.string(info.server_version)
        let kind = PulseOutput.ServerProbe.kind(name: name, version: version)
        server = PulseOutput.ServerProbe(
            server: "\(name) \(version)",
            kind: kind.kind,
            version: kind.version,
            host: Pulse.string(info.host_name),
            defaultSink: Pulse.string(info.default_sink_name),
            format: Pulse.audioFormat(info.sample_spec),
            sampleType: Pulse.string(pa_sample_format_to_string(info.sample_spec.format)),
            defaultSource: Pulse.string(info.default_source_name),
            sinks: [],
            sources: [])
        finishIfComplete()
    }

    /// One entry (name, description, format) of the sink or source list `into`, or its end (`done`), for the probe
    /// `userdata` points to.
    private static func deviceArrived(_ context: OpaquePointer?, _ userdata: UnsafeMutableRawPointer?,
                                      _ info: (UnsafePointer<CChar>?, UnsafePointer<CChar>?, pa_sample_spec)?, eol: Int32,
                                      into list: ReferenceWritableKeyPath<Probe, [PulseOutput.ServerProbe.Device]>,
                                      done: ReferenceWritableKeyPath<Probe, Bool>) {
        guard let context, let userdata else { return }
        Unmanaged<Probe>.fromOpaque(userdata).takeUnretainedValue().deviceArrived(context, info, eol: eol, into: list, done: done)
    }

    private func deviceArrived(_ context: OpaquePointer,
                               _ info: (UnsafePointer<CChar>?, UnsafePointer<CChar>?, pa_sample_spec)?, eol: Int32,
                               into list: ReferenceWritableKeyPath<Probe, [PulseOutput.ServerProbe.Device]>,
                               done: ReferenceWritableKeyPath<Probe, Bool>) {
        if eol < 0 { return fail(context) }
        if eol > 0 {
            self[keyPath: done] = true
            return finishIfComplete()
        }
        guard let (name, description, spec) = info else { return }
        self[keyPath: list].append(.init(
            name: Pulse.string(name),
            description: Pulse.string(description),
            format: Pulse.audioFormat(spec),
            sampleType: Pulse.string(pa_sample_format_to_string(spec.format))))
    }

    private func finishIfComplete() {
        guard result == nil, sinksDone, sourcesDone, var server else { return }
        server.sinks = sinks
        server.sources = sources
        result = .success(server)
    }
}
