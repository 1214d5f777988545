import CPulse

// How deep the stream's buffer is: the target latency while clips that end by themselves play, a deep buffer while
// only looping music does (fewer wake-ups, no underrun under load), and back to the target the moment something is
// due, rewriting what was queued from just ahead of what plays rather than waiting behind it.
extension PulseOutput.Session {
    /// Run by the audio thread after each main loop pass while a stream plays.
    func adjustDepth() {
        guard let rewindable, let stream, started, let deep = configuration.deepLatency else { return }
        if rewindable.hasPendingCommands {
            let now = pa_rtclock_now()
            if isDeep || now < drainUntil {
                rewriteQueue(of: stream, from: rewindable, within: .infinity)
                if isDeep {
                    setDepth(of: stream, to: configuration.targetLatency)
                    // What was queued deep drains for as long again; a second command meanwhile is rewritten too.
                    drainUntil = now + pa_usec_t(min(deep, Self.maxDeepLatency) * 1_000_000)
                }
            } else if serverRewinds {
                // At the target latency too, what is due is not queued behind a target's worth of audio; but past
                // the deepest buffer the sink renders far ahead (an idle null sink: seconds, at a stream's start),
                // and a start rewritten there would not be heard.
                rewriteQueue(of: stream, from: rewindable, within: Self.maxDeepLatency)
            }
        } else if !isDeep, rewindable.framesSinceOneShot >= configuration.format.frames(seconds: Self.deepAfterSeconds) {
            let depth = min(deep, Self.maxDeepLatency)
            // Queued before it is asked for: PulseAudio's sink mixes ahead as deep at once, and a queue still at the
            // target would underrun there.
            fill(stream, to: depth)
            setDepth(of: stream, to: depth)
        }
    }

    /// Writes what the queue lacks to hold `seconds`.
    private func fill(_ stream: OpaquePointer, to seconds: Double) {
        guard let queued = queuedSeconds(in: stream) else { return }
        let missing = configuration.format.frames(seconds: seconds - queued)
        guard missing > 0 else { return }
        write(bytes: missing * configuration.format.channels * MemoryLayout<Float>.size)
    }

    /// Mixes again what plays later than a lead from now, so that what is due starts then. PulseAudio's sink takes
    /// back what it mixed ahead, so the lead is `rewriteLeadSeconds` there; pipewire-pulse holds back the part its
    /// graph is playing (a cycle at most, measured at 16–27 ms from call to monitor), so the lead is half a target
    /// latency. Nothing is rewritten when more than `limit` seconds are queued.
    private func rewriteQueue(of stream: OpaquePointer, from rewindable: RewindableSource, within limit: Double) {
        guard let seconds = queuedSeconds(in: stream), seconds <= limit else { return }
        let format = configuration.format
        let queued = format.frames(seconds: seconds)
        let kept = format.frames(seconds: serverRewinds ? Self.rewriteLeadSeconds : configuration.targetLatency / 2)
        guard queued > kept else { return }
        let back = rewindable.rewind(by: queued - kept)
        guard back > 0 else { return }
        let bytes = back * format.channels * MemoryLayout<Float>.size
        write(bytes: bytes, seek: -Int64(bytes))
        meters.rewrites.wrappingIncrement(ordering: .relaxed)
    }

    /// Seconds from what plays to the end of what is queued; nil while the server has not said.
    private func queuedSeconds(in stream: OpaquePointer) -> Double? {
        var latency: pa_usec_t = 0
        var negative: Int32 = 0
        guard pa_stream_get_latency(stream, &latency, &negative) == 0, negative == 0 else { return nil }
        return Double(latency) / 1_000_000
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
