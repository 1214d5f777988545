import CPulse
import Foundation

/// Records from a PulseAudio source (a microphone, or a sink's monitor) through libpulse's record stream, on a thread
/// of its own: the samples arrive as Float32 in the asked format, whatever the source's own, and wait in memory until
/// `take` collects them. Safe to use from any thread.
public final class PulseCapture: @unchecked Sendable {
    /// Rate and channels of the samples `take` returns.
    public let format: AudioFormat
    /// The source the stream records from, as the server names it (the default source's name when none was asked).
    public private(set) var sourceName = ""
    private let requested: String?
    private let lock = NSLock()
    private var captured: [Float] = []
    private var stopping = false
    private var failure: String?
    private let settled = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let mainloop: OpaquePointer
    private var context: OpaquePointer?
    private var stream: OpaquePointer?

    /// Connects to `server` (nil: the default one) and starts recording `source` (nil: the default source); throws
    /// when there is no server, no such source, or no answer within `timeout` seconds.
    public init(source: String?, format: AudioFormat, server: String? = nil, timeout: Double = 5) throws {
        self.format = format
        requested = source
        guard let mainloop = pa_mainloop_new() else { throw PulseOutput.Failure(message: "could not create a main loop") }
        self.mainloop = mainloop
        switch Pulse.connect(mainloop: mainloop, name: "educat-record", server: server) {
        case .success(let connected): context = connected
        case .failure(let failure):
            // No loop thread will run: `stop` (from deinit) must find nothing to stop.
            stopping = true
            pa_mainloop_free(mainloop)
            throw PulseOutput.Failure(message: Pulse.unreachable(failure.message))
        }
        pa_context_set_state_callback(context, { context, userdata in
            guard let context, let userdata else { return }
            Unmanaged<PulseCapture>.fromOpaque(userdata).takeUnretainedValue().contextStateChanged(context)
        }, Unmanaged.passUnretained(self).toOpaque())
        Thread.detachNewThread { [self] in loop() }
        let answered = settled.wait(timeout: .now() + max(timeout, 0)) == .success
        if let reason = answered ? lock.withLock({ failure }) : "PulseAudio server did not answer within \(timeout) s" {
            stop()
            throw PulseOutput.Failure(message: reason)
        }
    }

    deinit { stop() }

    /// The samples recorded since the last call, interleaved; throws when the stream failed (the source went away).
    public func take() throws -> [Float] {
        try lock.withLock {
            if let failure { throw PulseOutput.Failure(message: failure) }
            defer { captured.removeAll(keepingCapacity: true) }
            return captured
        }
    }

    /// Stops recording and disconnects; what was not taken is dropped.
    public func stop() {
        let first = lock.withLock {
            defer { stopping = true }
            return !stopping
        }
        guard first else { return }
        pa_mainloop_wakeup(mainloop)
        finished.wait()
    }

    /// Runs the main loop until `stop`, then lets go of the stream, the context and the loop, on this thread.
    private func loop() {
        while !lock.withLock({ stopping }) {
            if pa_mainloop_iterate(mainloop, 1, nil) < 0 { break }
        }
        if let stream {
            pa_stream_set_state_callback(stream, nil, nil)
            pa_stream_set_read_callback(stream, nil, nil)
            pa_stream_disconnect(stream)
            pa_stream_unref(stream)
        }
        if let context { Pulse.release(context: context) }
        pa_mainloop_free(mainloop)
        finished.signal()
    }

    private var userdata: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    private func contextStateChanged(_ context: OpaquePointer) {
        switch pa_context_get_state(context) {
        case PA_CONTEXT_READY: openStream(context)
        case PA_CONTEXT_FAILED, PA_CONTEXT_TERMINATED: fail(Pulse.unreachable(Pulse.errorText(context)))
        default: break
        }
    }

    private func openStream(_ context: OpaquePointer) {
        var spec = Pulse.sampleSpec(format)
        guard let stream = pa_stream_new(context, "educat bank record", &spec, nil) else {
            return fail("could not create a record stream: \(Pulse.errorText(context))")
        }
        self.stream = stream
        pa_stream_set_state_callback(stream, { stream, userdata in
            guard let stream, let userdata else { return }
            Unmanaged<PulseCapture>.fromOpaque(userdata).takeUnretainedValue().streamStateChanged(stream)
        }, userdata)
        pa_stream_set_read_callback(stream, { stream, _, userdata in
            guard let stream, let userdata else { return }
            Unmanaged<PulseCapture>.fromOpaque(userdata).takeUnretainedValue().readable(stream)
        }, userdata)
        // Small fragments, so a level meter moves smoothly and the end of speech is seen at once.
        let fragment = UInt32(format.frames(seconds: 0.02) * format.channels * MemoryLayout<Float>.size)
        var attributes = pa_buffer_attr(maxlength: UInt32.max, tlength: UInt32.max, prebuf: UInt32.max, minreq: UInt32.max,
                                        fragsize: fragment)
        if pa_stream_connect_record(stream, requested, &attributes, PA_STREAM_ADJUST_LATENCY) < 0 {
            fail(sourceProblem(Pulse.errorText(context)))
        }
    }

    private func streamStateChanged(_ stream: OpaquePointer) {
        switch pa_stream_get_state(stream) {
        case PA_STREAM_READY:
            let name = Pulse.string(pa_stream_get_device_name(stream))
            // pipewire-pulse takes a source name as a wish and records from the default source when none matches.
            if let requested, name != requested {
                return fail(sourceProblem("no such source (the server offered '\(name)' instead)"))
            }
            sourceName = name
            settled.signal()
        case PA_STREAM_FAILED, PA_STREAM_TERMINATED:
            fail(sourceProblem(context.map(Pulse.errorText) ?? "stream ended"))
        default:
            break
        }
    }

    private func sourceProblem(_ reason: String) -> String {
        "cannot record from \(requested.map { "the source '\($0)'" } ?? "the default source"): \(reason)"
    }

    private func readable(_ stream: OpaquePointer) {
        var data: UnsafeRawPointer?
        var bytes = 0
        while pa_stream_readable_size(stream) > 0, pa_stream_peek(stream, &data, &bytes) == 0, bytes > 0 {
            let count = bytes / MemoryLayout<Float>.size
            lock.withLock {
                if let data {
                    captured.append(contentsOf: UnsafeBufferPointer(start: data.assumingMemoryBound(to: Float.self), count: count))
                } else {
                    // A hole in the stream: what was lost is heard as silence.
                    captured.append(contentsOf: repeatElement(0, count: count))
                }
            }
            pa_stream_drop(stream)
        }
    }

    /// Records the first failure and wakes an `init` still waiting.
    private func fail(_ reason: String) {
        let first = lock.withLock {
            defer { if failure == nil { failure = reason } }
            return failure == nil
        }
        if first { settled.signal() }
    }
}
