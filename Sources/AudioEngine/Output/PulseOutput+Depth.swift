import CPulse

// How deep the stream's buffer is: the target latency while clips that end by themselves play, a deep buffer while
// only looping music does (fewer wake-ups, no underrun under load), and back to the target the moment something is
// due, rewriting what was queued from just ahead of what plays rather than waiting behind it.
extension PulseOutput.Session {
    /// Run by the audio thread after each main loop pass while a stream plays.
    func adjustDepth() {
        guard let rewindable, let stream, started, let deep = configuration.deepLatency else { return }
        if rewindable.hasPendingCommands {
            // Only what the deep buffer queued is rewritten: a stream that starts ahead of an idle sink (PulseAudio's
            // null sink renders seconds ahead) would underrun if its start were rewritten.
            let now = pa_rtclock_now()
            guard isDeep || now < drainUntil else { return }
            rewriteQueue(of: stream, from: rewindable)
            if isDeep {
                setDepth(of: stream, to: configuration.targetLatency)
                // What was queued deep drains for as long again; a second command meanwhile is rewritten too.
                drainUntil = now + pa_usec_t(min(deep, Self.maxDeepLatency) * 1_000_000)
            }
        } else if !isDeep, rewindable.framesSinceOneShot >= configuration.format.frames(seconds: Self.deepAfterSeconds) {
            setDepth(of: stream, to: min(deep, Self.maxDeepLatency))
        }
    }

    /// Mixes again what plays later than half a target latency from now, so that what is due starts then: the server
    /// holds back the part it is playing (a PipeWire graph cycle at most, measured at 16–27 ms from call to monitor).
    private func rewriteQueue(of stream: OpaquePointer, from rewindable: RewindableSource) {
        var latency: pa_usec_t = 0
        var negative: Int32 = 0
        guard pa_stream_get_latency(stream, &latency, &negative) == 0, negative == 0 else { return }
        let format = configuration.format
        let queued = format.frames(seconds: Double(latency) / 1_000_000)
        let kept = format.frames(seconds: configuration.targetLatency / 2)
        guard queued > kept else { return }
        let back = rewindable.rewind(by: queued - kept)
        guard back > 0 else { return }
        let bytes = back * format.channels * MemoryLayout<Float>.size
        write(bytes: bytes, seek: -Int64(bytes))
        meters.rewrites.wrappingIncrement(ordering: .relaxed)
    }

    private func setDepth(of stream: OpaquePointer, to seconds: Double) {
        var spec = Pulse.sampleSpec(configuration.format)
        var attributes = Pulse.bufferAttributes(latency: seconds, spec: &spec)
        // The prebuffer stays what the stream started with: a deeper one would stop a playing stream to refill.
        if let current = pa_stream_get_buffer_attr(stream) { attributes.prebuf = current.pointee.prebuf }
        guard let operation = pa_stream_set_buffer_attr(stream, &attributes, nil, nil) else { return }
        pa_operation_unref(operation)
        isDeep = seconds > configuration.targetLatency
        stallLimit = pa_usec_t(max(Self.stallSeconds, 2 * seconds) * 1_000_000)
    }
}
