import Atomics
import CPulse
import Dispatch
import Foundation
import Logging

extension PulseOutput {
    /// One run of the audio thread: its main loop, connection, stream and silent pacing clock.
    ///
    /// `@unchecked Sendable` because it crosses to its thread once, at launch; after that only that
    /// thread touches the mutable state. The control thread uses only `stopRequested` (atomic),
    /// `pa_mainloop_wakeup` (documented for use from other threads) and `finished`.
    final class Session: @unchecked Sendable {
        /// Largest block handed to `render` at once, so a mixer can size its scratch buffers once.
        static let maxRenderFrames = 1024
        /// While silent, render after a stall of at most this long, rather than bursting after a suspend.
        static let maxCatchUpSeconds = 1.0
        /// A connected stream with no write request for this long (or two granted latencies, if longer)
        /// has a frozen or suspended server: the mix is paced silently meanwhile, so timelines never stop.
        static let stallSeconds = 0.25
        /// A server that accepts the socket but never completes the handshake (hung, or dying) gets this long.
        static let connectTimeoutSeconds = 3.0
        /// The shortest sleep between passes of the loop while pacing silently or waiting for the server.
        static let minimumWaitMicros: pa_usec_t = 1_000
        /// The mix is held, not paced, for at most this long while a connection attempt is under way (a local
        /// handshake takes milliseconds), so that what is scheduled meanwhile is heard; past it, that is an outage.
        static let connectHoldSeconds = 0.25
        /// A new stream's first audio waits this long at most for the server to start playing it: an idle
        /// PulseAudio null sink, which renders up to 2 s ahead, wakes up for it within about a second.
        static let startHoldSeconds = 2.0
        /// A new stream waits this long at most for its first cue before the mix begins, so that a kiosk's music, due
        /// milliseconds after the stream is ready, is the head of its first audio rather than queued behind a buffer of
        /// silence (pipewire-pulse never takes queued audio back).
        static let firstCueHoldSeconds = 0.25
        /// A server that answered but would not play (a missing sink), or whose socket cannot be watched
        /// (TCP, or a place only libpulse knows), is tried this often: each attempt costs a whole handshake.
        static let slowRetrySeconds = 2.0
        /// Only looping music for this long, and the buffer goes deep.
        static let deepAfterSeconds = 1.0
        /// The deepest buffer: what the mixer keeps points to go back over.
        static let maxDeepLatency = 0.3
        /// How far ahead of what plays a rewrite starts on PulseAudio: room for the write to reach the server.
        static let rewriteLeadSeconds = 0.002

        let configuration: Configuration
        let source: RenderSource
        /// The source, when it can go back to rewrite queued audio (the mixer); else the buffer never goes deep.
        let rewindable: RewindableSource?
        let meters: Meters
        let logger: Logger
        let mainloop: OpaquePointer
        private let stopRequested = ManagedAtomic<Bool>(false)
        private let finished = DispatchSemaphore(value: 0)
        private let scratch: UnsafeMutablePointer<Float>

        // Audio thread only, from here on.
        var context: OpaquePointer?
        var stream: OpaquePointer?
        /// "pulseaudio 16.1", once the server answered.
        var serverName = ""
        /// The server is PulseAudio itself, whose sinks take back what they mixed ahead when a stream rewrites it
        /// (pipewire-pulse's graph never does): a rewrite may then start just ahead of what plays.
        var serverRewinds = false
        /// The server's default sink, once it answered: where a stream whose pinned sink is missing plays.
        var defaultSink = ""
        /// The pinned sink was missing when last looked for: its loss and its return are each logged once.
        private var pinnedSinkMissing = false
        /// Why the connection broke, set by callbacks through `broke`; the loop tears down outside the callback.
        private var failure: String?
        var playing = false
        /// The server started playing the stream (it took audio beyond the prebuffer); set by its callback.
        var started = false
        /// When the server last took audio; set in the write callback.
        var lastWrite: pa_usec_t = 0
        /// Until then the mix is held: not rendered, waiting for the server to take it.
        private var holdUntil: pa_usec_t = 0
        /// Until then a ready stream whose mix has not begun waits for its first cue, writing nothing; 0: not waiting.
        var firstCueUntil: pa_usec_t = 0
        /// Something was mixed this run, played or paced: from then on the mix's clock never waits for a cue.
        private var mixBegun = false
        var stallLimit: pa_usec_t = 0
        /// The stream's buffer is the deep one.
        var isDeep = false
        /// Until then, audio queued while the buffer was deep is still queued.
        var drainUntil: pa_usec_t = 0
        private var stalled = false
        /// True from the first failure until a stream plays again: the outage is logged once.
        private var inOutage = false
        private var nextAttempt: pa_usec_t = 0
        /// The server's Unix socket, tried cheaply every `retryInterval` while no server answers; nil when unknown.
        private let socketPath: String?
        private var lastFullAttempt: pa_usec_t = 0
        private var connectDeadline: pa_usec_t = 0
        private var paceOrigin: pa_usec_t = 0
        private var pacedFrames: Int64 = 0

        init(configuration: Configuration, source: RenderSource, meters: Meters, logger: Logger) {
            self.configuration = configuration
            self.source = source
            rewindable = configuration.deepLatency.map { $0 > configuration.targetLatency } == true
                ? source as? RewindableSource : nil
            self.meters = meters
            self.logger = logger
            // Fails only when no file descriptor is left for its wakeup pipe: nothing sensible remains to do.
            mainloop = pa_mainloop_new()!
            scratch = .allocate(capacity: Self.maxRenderFrames * configuration.format.channels)
            socketPath = Pulse.socketPath(server: configuration.server)
        }

        // Freed only after the thread ended and the control side let go, so `stopAndJoin`'s wakeup never races a free.
        deinit {
            pa_mainloop_free(mainloop)
            scratch.deallocate()
        }

        /// Starts the audio thread; control thread.
        func launch() {
            // The sessions ends it before it goes (`stopAndJoin`), so the main loop it wakes is still there.
            rewindable?.observeCommands { [self] in pa_mainloop_wakeup(mainloop) }
            let thread = Thread { [self] in
                run()
                finished.signal()
            }
            thread.qualityOfService = .userInteractive
            thread.start()
        }

        /// Asks the audio thread to end and waits until it has; control thread.
        func stopAndJoin() {
            rewindable?.observeCommands(nil)
            stopRequested.store(true, ordering: .releasing)
            pa_mainloop_wakeup(mainloop)
            finished.wait()
        }

        private func run() {
            ThreadName.setCurrent("educat.pulse")
            raisePriority()
            rewindable?.keepsRewindPoints = true
            defer { rewindable?.keepsRewindPoints = false }
            let now = pa_rtclock_now()
            startPacing(at: now)
            nextAttempt = now
            meters.status.withLock { $0 = .silent(reason: "connecting to PulseAudio") }
            while !stopRequested.load(ordering: .acquiring) {
                if let description = failure {
                    failure = nil
                    fail(description)
                }
                iterate(timeout: playing ? paceWhileStalled() : paceAndRetry())
                if playing, !stalled {
                    endFirstCueWait()
                    adjustDepth()
                }
            }
            disconnect()
        }

        /// Without realtime priority, a busy machine delays the thread past a 20 ms buffer and the server underruns.
        private func raisePriority() {
            guard let priority = configuration.realtimePriority else { return }
            var parameters = sched_param(sched_priority: priority)
            let error = pthread_setschedparam(pthread_self(), SCHED_RR, &parameters)
            if error != 0 {
                logger.notice("""
                    audio thread runs without realtime priority (\(String(cString: strerror(error))); an rtprio \
                    limit of \(priority), e.g. LimitRTPRIO=\(priority) in its systemd unit, grants it); it may \
                    underrun under load
                    """)
            }
        }

        /// One main loop pass: waits for server events, or at most `timeout` µs (-1: no limit).
        private func iterate(timeout: Int32) {
            guard pa_mainloop_prepare(mainloop, timeout) >= 0, pa_mainloop_poll(mainloop) >= 0 else { return }
            pa_mainloop_dispatch(mainloop)
        }

        /// Renders what is due while silent, starts a connection attempt when due, and returns how long to wait.
        ///
        /// While an attempt is held, nothing is rendered; when the hold runs out, `pace` catches up on the held time.
        private func paceAndRetry() -> Int32 {
            let now = pa_rtclock_now()
            if now >= holdUntil { pace(now: now) }
            if context == nil, now >= nextAttempt, !worthConnecting(now: now) {
                nextAttempt = now + pa_usec_t(configuration.retryInterval * 1_000_000)
            } else if context == nil, now >= nextAttempt {
                lastFullAttempt = now
                connectDeadline = now + pa_usec_t(Self.connectTimeoutSeconds * 1_000_000)
                holdUntil = now + pa_usec_t(Self.connectHoldSeconds * 1_000_000)
                connect()
            } else if context != nil, now >= connectDeadline {
                broke(Pulse.unreachable("no answer within \(Self.connectTimeoutSeconds) s"))
                return 0
            }
            let resume = now < holdUntil ? holdUntil : nextPace
            return wait(from: now, until: min(resume, context == nil ? nextAttempt : connectDeadline))
        }

        /// A whole attempt once the server's socket accepts, so that a server coming back is reached within one
        /// `retryInterval`, and every `slowRetrySeconds` anyway, in case libpulse knows a server elsewhere.
        private func worthConnecting(now: pa_usec_t) -> Bool {
            if lastFullAttempt == 0 || now >= lastFullAttempt + pa_usec_t(Self.slowRetrySeconds * 1_000_000) { return true }
            return socketPath.map(Pulse.accepts(socket:)) ?? false
        }

        /// While the server takes audio, nothing to do until the stall limit; past it, pace from the last write.
        /// Until the server starts a new stream, the limit is the hold: the first audio waits for it rather than
        /// being paced away unheard.
        private func paceWhileStalled() -> Int32 {
            let now = pa_rtclock_now()
            let limit = max(lastWrite + stallLimit, started ? 0 : holdUntil)
            guard now >= limit else {
                stalled = false
                return wait(from: now, until: firstCueUntil > 0 ? min(limit, firstCueUntil) : limit)
            }
            if !stalled {
                stalled = true
                startPacing(at: lastWrite)
                logger.debug("PulseAudio stopped taking audio; pacing silently until it resumes")
            }
            pace(now: now)
            return wait(from: now, until: nextPace)
        }

        /// Microseconds until `wake`, at least `minimumWaitMicros`: a deadline already past never turns the loop into a spin.
        private func wait(from now: pa_usec_t, until wake: pa_usec_t) -> Int32 {
            Int32(clamping: max(Self.minimumWaitMicros, wake > now ? wake - now : 0))
        }

        /// When the next silent block of one target latency is due.
        private var nextPace: pa_usec_t {
            let step = Int64(configuration.format.frames(seconds: configuration.targetLatency))
            return paceOrigin + pa_usec_t((pacedFrames + step) * 1_000_000 / Int64(configuration.format.sampleRate))
        }

        private func startPacing(at now: pa_usec_t) {
            paceOrigin = now
            pacedFrames = 0
        }

        /// Keeps the mix running at wall-clock pace and throws the audio away.
        private func pace(now: pa_usec_t) {
            let rate = Int64(configuration.format.sampleRate)
            let due = Int64(now - paceOrigin) * rate / 1_000_000 - pacedFrames
            if due > Int64(Self.maxCatchUpSeconds * Double(rate)) {
                startPacing(at: now)
                return
            }
            for start in stride(from: 0, to: Int(due), by: Self.maxRenderFrames) {
                source.render(into: scratch, frames: min(Self.maxRenderFrames, Int(due) - start))
            }
            if due > 0 { mixBegun = true }
            pacedFrames += due
        }

        /// Fills `buffer` in blocks of at most `maxRenderFrames`.
        func render(into buffer: UnsafeMutablePointer<Float>, frames: Int) {
            let channels = configuration.format.channels
            mixBegun = true
            var done = 0
            while done < frames {
                let block = min(frames - done, Self.maxRenderFrames)
                source.render(into: buffer + done * channels, frames: block)
                done += block
            }
        }

        /// The stream plays: publish, and log once (at notice level when it ends an outage, so the log says so).
        func becameReady(_ info: OutputServerInfo) {
            playing = true
            stalled = false
            isDeep = false
            drainUntil = 0
            stallLimit = pa_usec_t(max(Self.stallSeconds, 2 * info.latency) * 1_000_000)
            lastWrite = pa_rtclock_now()
            holdUntil = lastWrite + pa_usec_t(Self.startHoldSeconds * 1_000_000)
            // Only a mixer says whether a cue is due; a cue sent while connecting is written at once.
            if !mixBegun, let rewindable, !rewindable.hasPendingCommands {
                firstCueUntil = lastWrite + pa_usec_t(Self.firstCueHoldSeconds * 1_000_000)
            }
            meters.status.withLock { $0 = .connected(info) }
            let facts = "\(info.server), sink \(info.sink), latency \(Int((info.latency * 1000).rounded())) ms"
            if inOutage { logger.notice("sound is back: reconnected to \(facts)") } else { logger.info("connected to \(facts)") }
            inOutage = false
        }

        /// Writes a waiting stream's first audio once a cue is due, or silence once the wait is over.
        private func endFirstCueWait() {
            guard firstCueUntil > 0, let stream,
                  rewindable?.hasPendingCommands == true || pa_rtclock_now() >= firstCueUntil else { return }
            firstCueUntil = 0
            // (size_t)-1, an error, reads as -1.
            let writable = pa_stream_writable_size(stream)
            if writable > 0 { write(bytes: writable) }
        }

        /// The pinned sink is missing, so the stream plays on `device`, the default sink; logged once until it is back.
        func sinkMissing(playingOn device: String) {
            guard !pinnedSinkMissing, let sink = configuration.sink else { return }
            pinnedSinkMissing = true
            logger.warning("the sound server has no sink \"\(sink)\"; playing on the default sink \(device) instead")
        }

        /// The pinned sink plays again after it was missing.
        func sinkFound() {
            guard pinnedSinkMissing, let sink = configuration.sink else { return }
            pinnedSinkMissing = false
            logger.notice("playing on the sink \(sink) again")
        }

        /// Records why the connection broke, for the loop to act on outside the callback; the first
        /// cause wins, since a dying context also fails its stream.
        func broke(_ description: String) {
            if failure == nil { failure = description }
        }

        /// The context failed: either it never reached a server or it lost the one it had.
        func contextFailed(_ context: OpaquePointer) {
            let reason = Pulse.errorText(context)
            broke(playing ? "lost the PulseAudio server (\(reason))" : Pulse.unreachable(reason))
        }

        /// Goes silent after a failed attempt or a lost connection, and schedules the next attempt.
        private func fail(_ description: String) {
            let wasPlaying = playing
            let refused = !wasPlaying && !serverName.isEmpty
            disconnect()
            let now = pa_rtclock_now()
            holdUntil = now
            if wasPlaying { startPacing(at: now) }
            let message = "\(description); playing silent, retrying"
            meters.status.withLock { $0 = .silent(reason: message) }
            if !inOutage {
                logger.warning("\(message)")
                inOutage = true
            }
            let retry = refused ? Self.slowRetrySeconds : configuration.retryInterval
            nextAttempt = now + pa_usec_t(retry * 1_000_000)
        }

        private func connect() {
            switch Pulse.connect(mainloop: mainloop, name: configuration.name, server: configuration.server) {
            case .success(let context):
                self.context = context
                watch(context)
            case .failure(let failure):
                fail(Pulse.unreachable(failure.message))
            }
        }

        func disconnect() {
            playing = false
            firstCueUntil = 0
            started = false
            serverName = ""
            serverRewinds = false
            defaultSink = ""
            meters.latencyMicros.store(-1, ordering: .relaxed)
            if let stream {
                Self.release(stream: stream)
                self.stream = nil
            }
            if let context {
                Pulse.release(context: context)
                self.context = nil
            }
        }
    }
}
