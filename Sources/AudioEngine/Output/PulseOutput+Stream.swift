import Atomics
import CPulse

/// The session a callback's userdata points to; the audio thread keeps it alive while callbacks can fire.
private func session(from userdata: UnsafeMutableRawPointer?) -> PulseOutput.Session? {
    userdata.map { Unmanaged<PulseOutput.Session>.fromOpaque($0).takeUnretainedValue() }
}

// libpulse callbacks of the audio thread's session. They all run inside `pa_mainloop_dispatch` on
// the audio thread; the write, underflow and latency callbacks neither allocate, lock nor log.
extension PulseOutput.Session {
    private var userdata: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    func watch(_ context: OpaquePointer) {
        pa_context_set_state_callback(context, { context, userdata in
            guard let session = session(from: userdata), let context else { return }
            session.contextStateChanged(context)
        }, userdata)
    }

    private func contextStateChanged(_ context: OpaquePointer) {
        switch pa_context_get_state(context) {
        case PA_CONTEXT_READY:
            // The server's name and version come first, so the status can name what we play on.
            let operation = pa_context_get_server_info(context, { context, info, userdata in
                guard let session = session(from: userdata), let context, session.context == context else { return }
                session.serverInfoArrived(context, info)
            }, userdata)
            if let operation { pa_operation_unref(operation) } else { contextFailed(context) }
        case PA_CONTEXT_FAILED, PA_CONTEXT_TERMINATED:
            contextFailed(context)
        default:
            break
        }
    }

    private func serverInfoArrived(_ context: OpaquePointer, _ info: UnsafePointer<pa_server_info>?) {
        guard let info else { return contextFailed(context) }
        let name = Pulse.string(info.pointee.server_name), version = Pulse.string(info.pointee.server_version)
        serverName = "\(name) \(version)"
        serverRewinds = PulseOutput.ServerProbe.kind(name: name, version: version).kind == "PulseAudio"
        defaultSink = Pulse.string(info.pointee.default_sink_name)
        guard let sink = configuration.sink else { return openStream(context, on: nil) }
        // Asked first, because PulseAudio fails a stream on a missing sink where pipewire-pulse moves it silently.
        let operation = pa_context_get_sink_info_by_name(context, sink, { context, info, eol, userdata in
            guard let session = session(from: userdata), let context, session.context == context,
                  session.stream == nil, eol != 0 || info != nil else { return }
            session.pinnedSinkLookedUp(context, found: info != nil)
        }, userdata)
        if let operation { pa_operation_unref(operation) } else { contextFailed(context) }
    }

    /// Plays on the pinned sink when the server has it, else on the default sink, saying so once.
    private func pinnedSinkLookedUp(_ context: OpaquePointer, found: Bool) {
        if !found { sinkMissing(playingOn: defaultSink) }
        openStream(context, on: found ? configuration.sink : nil)
    }

    private func openStream(_ context: OpaquePointer, on sink: String?) {
        var spec = Pulse.sampleSpec(configuration.format)
        guard let stream = pa_stream_new(context, configuration.name, &spec, nil) else { return streamFailed(context) }
        self.stream = stream
        pa_stream_set_state_callback(stream, { stream, userdata in
            guard let session = session(from: userdata), let stream else { return }
            session.streamStateChanged(stream)
        }, userdata)
        pa_stream_set_write_callback(stream, { _, bytes, userdata in
            guard let session = session(from: userdata), session.firstCueUntil == 0 else { return }
            // What became due since the last pass is rewritten first, not appended behind the queue.
            session.adjustDepth()
            session.write(bytes: bytes)
        }, userdata)
        pa_stream_set_underflow_callback(stream, { _, userdata in
            session(from: userdata)?.meters.underruns.wrappingIncrement(ordering: .relaxed)
        }, userdata)
        pa_stream_set_started_callback(stream, { _, userdata in
            session(from: userdata)?.started = true
        }, userdata)
        pa_stream_set_latency_update_callback(stream, { stream, userdata in
            guard let session = session(from: userdata), let stream else { return }
            session.latencyUpdated(stream)
        }, userdata)

        var attributes = Pulse.bufferAttributes(latency: configuration.targetLatency, spec: &spec)
        let flags = pa_stream_flags_t(
            PA_STREAM_ADJUST_LATENCY.rawValue | PA_STREAM_AUTO_TIMING_UPDATE.rawValue
                | PA_STREAM_INTERPOLATE_TIMING.rawValue)
        if pa_stream_connect_playback(stream, sink, &attributes, flags, nil, nil) < 0 {
            streamFailed(context)
        }
    }

    private func streamStateChanged(_ stream: OpaquePointer) {
        switch pa_stream_get_state(stream) {
        case PA_STREAM_READY:
            let device = Pulse.string(pa_stream_get_device_name(stream))
            // pipewire-pulse plays a stream whose sink went away since it was looked up on the default one.
            if let sink = configuration.sink { device == sink ? sinkFound() : sinkMissing(playingOn: device) }
            var spec = Pulse.sampleSpec(configuration.format)
            let granted = pa_stream_get_buffer_attr(stream).map { pa_bytes_to_usec(UInt64($0.pointee.tlength), &spec) } ?? 0
            becameReady(OutputServerInfo(
                server: serverName,
                sink: device,
                format: configuration.format,
                latency: Double(granted) / 1_000_000))
        case PA_STREAM_FAILED, PA_STREAM_TERMINATED:
            if let context { streamFailed(context) }
        default:
            break
        }
    }

    /// A stream fails on its own when the server is fine but will not play it, e.g. a missing sink.
    private func streamFailed(_ context: OpaquePointer) {
        guard PA_CONTEXT_IS_GOOD(pa_context_get_state(context)) != 0 else { return contextFailed(context) }
        broke("PulseAudio would not play on \(configuration.sink ?? "the default sink") (\(Pulse.errorText(context)))")
    }

    /// Renders `requested` bytes and writes them; the first block `seek` bytes from the write index (negative: over
    /// audio already queued).
    func write(bytes requested: Int, seek: Int64 = 0) {
        guard let stream else { return }
        lastWrite = pa_rtclock_now()
        let frameBytes = configuration.format.channels * MemoryLayout<Float>.size
        var remaining = requested
        var offset = seek
        // begin_write may hand out less than asked (one memory block at a time), so fill until done.
        while remaining >= frameBytes {
            var data: UnsafeMutableRawPointer?
            var bytes = remaining
            guard pa_stream_begin_write(stream, &data, &bytes) == 0, let data else { return }
            let frames = bytes / frameBytes
            guard frames > 0 else { return _ = pa_stream_cancel_write(stream) }
            render(into: data.bindMemory(to: Float.self, capacity: frames * configuration.format.channels), frames: frames)
            pa_stream_write(stream, data, frames * frameBytes, nil, offset, PA_SEEK_RELATIVE)
            offset = 0
            meters.framesWritten.wrappingIncrement(by: Int64(frames), ordering: .relaxed)
            remaining -= frames * frameBytes
        }
    }

    private func latencyUpdated(_ stream: OpaquePointer) {
        var latency: pa_usec_t = 0
        var negative: Int32 = 0
        guard pa_stream_get_latency(stream, &latency, &negative) == 0 else { return }
        meters.latencyMicros.store(negative != 0 ? 0 : Int64(latency), ordering: .relaxed)
    }

    /// Detaches callbacks first, since disconnecting reports a state change.
    static func release(stream: OpaquePointer) {
        pa_stream_set_state_callback(stream, nil, nil)
        pa_stream_set_write_callback(stream, nil, nil)
        pa_stream_set_underflow_callback(stream, nil, nil)
        pa_stream_set_started_callback(stream, nil, nil)
        pa_stream_set_latency_update_callback(stream, nil, nil)
        pa_stream_disconnect(stream)
        pa_stream_unref(stream)
    }
}
