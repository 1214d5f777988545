import AudioEngine
import Foundation

/// Follows a live recording window by window and tells when the speech in it has ended: it waits for speech (a few
/// windows above the room's noise), then for a stretch of silence after it. It also keeps the level for a meter and
/// notices clipping.
public struct SpeechGate: Sendable {
    /// Where the take is.
    public enum State: Sendable, Equatable {
        case waiting, speaking, ended
    }

    /// The format of the samples fed.
    public let format: AudioFormat
    /// Seconds of silence after speech that end the take.
    public var silenceToStop: Double
    /// The longest speech, in seconds: a take still going then ends.
    public var longest: Double
    /// The state after the samples fed so far.
    public private(set) var state = State.waiting
    /// Frames fed so far.
    public private(set) var frames = 0
    /// The frame the take ended at (the end of the silence that ended it).
    public private(set) var endFrame: Int?
    /// The highest sample of the last 100 ms fed, in dBFS, for a level meter.
    public private(set) var level = -100.0
    /// Whether any sample reached full scale.
    public private(set) var clipped = false

    /// Speech is this many dB over the quietest window heard while waiting, and over `speechFloor`.
    static let speechOverNoise = 15.0
    static let speechFloor = -45.0
    static let window = 0.010
    /// Windows of speech in a row that start a take: a click is not speech.
    static let onsetWindows = 3

    private var noise = -100.0
    private var pending: [Float] = []
    private var loudRun = 0
    private var quietFrames = 0
    private var speechStart = 0
    private var recentPeaks: [Float] = []

    /// A gate for samples of `format`.
    public init(format: AudioFormat, silenceToStop: Double = 0.8, longest: Double = 15) {
        self.format = format
        self.silenceToStop = silenceToStop
        self.longest = longest
    }

    /// Follows `samples`; those fed after the take ended are ignored.
    public mutating func feed(_ samples: [Float]) {
        pending += samples
        let size = format.frames(seconds: Self.window) * format.channels
        var used = 0
        while state != .ended, pending.count - used >= size {
            step(pending[used..<(used + size)])
            used += size
        }
        pending.removeFirst(state == .ended ? pending.count : used)
    }

    private mutating func step(_ window: ArraySlice<Float>) {
        let frameCount = window.count / format.channels
        frames += frameCount
        let peak = window.map(abs).max() ?? 0
        if peak >= 0.999 { clipped = true }
        recentPeaks.append(peak)
        if recentPeaks.count > 10 { recentPeaks.removeFirst() }
        level = 20 * log10(Double(max(recentPeaks.max() ?? 0, 1e-5)))
        let energy = 10 * log10(Double(max(window.reduce(0) { $0 + $1 * $1 } / Float(window.count), 1e-10)))
        let loud = energy >= max(Self.speechFloor, noise + Self.speechOverNoise)
        switch state {
        case .waiting:
            loudRun = loud ? loudRun + 1 : 0
            if loudRun >= Self.onsetWindows {
                state = .speaking
                speechStart = frames
            } else if !loud {
                noise = noise <= -100 ? energy : min(noise, energy)
            }
        case .speaking:
            quietFrames = loud ? 0 : quietFrames + frameCount
            if quietFrames >= format.frames(seconds: silenceToStop) { end() }
        case .ended:
            break
        }
        if state == .speaking, frames - speechStart >= format.frames(seconds: longest) { end() }
    }

    private mutating func end() {
        state = .ended
        endFrame = frames
    }
}
