import Atomics
import AudioEngine
import Foundation

/// A render source with a known signal, standing in for the mixer.
///
/// `@unchecked Sendable`: `position` is touched only inside `render`, which the output calls from
/// its one audio thread; everything the test thread reads is atomic.
final class TestSignal: RenderSource, @unchecked Sendable {
    enum Pattern {
        /// After `arm()`: a 1 kHz burst, silence, then clicks `clickSpacing` apart; silence before and after.
        case script
        /// A 1 kHz tone from the first frame.
        case tone
    }

    static let frequency = 1000.0
    static let amplitude: Float = 0.5
    /// RMS level of the sine, in dB full scale.
    static let toneDecibels = 20 * log10(Double(amplitude) / 2.0.squareRoot())
    static let burstSeconds = 0.4
    static let firstClickSeconds = 0.6
    static let clickSpacing = 0.3
    static let clickCount = 4
    static let clickSeconds = 0.001
    static let clickLevel: Float = 0.8
    /// Seconds from arming to the end of the script.
    static let scriptSeconds = firstClickSeconds + Double(clickCount - 1) * clickSpacing + 0.1

    let pattern: Pattern
    let format: AudioFormat
    /// Frames rendered so far, from any call.
    let framesRendered = ManagedAtomic<Int>(0)
    /// Set when `render` was ever called from a second thread.
    let sawSecondThread = ManagedAtomic<Bool>(false)
    private let armed = ManagedAtomic<Bool>(false)
    private let renderThread = ManagedAtomic<UInt>(0)
    /// Frames since the script started; nil until armed.
    private var position: Int?

    init(pattern: Pattern, format: AudioFormat = .standard) {
        self.pattern = pattern
        self.format = format
        if pattern == .tone { position = 0 }
    }

    /// Starts the script at the next rendered block; test thread.
    func arm() { armed.store(true, ordering: .releasing) }

    func render(into buffer: UnsafeMutablePointer<Float>, frames: Int) {
        let me = UInt(pthread_self())
        let (stored, first) = renderThread.compareExchange(expected: 0, desired: me, ordering: .relaxed)
        if !stored, first != me { sawSecondThread.store(true, ordering: .relaxed) }
        if position == nil, armed.load(ordering: .acquiring) { position = 0 }
        for frame in 0..<frames {
            let value = position.map { sample(at: $0 + frame) } ?? 0
            for channel in 0..<format.channels { buffer[frame * format.channels + channel] = value }
        }
        position = position.map { $0 + frames }
        framesRendered.wrappingIncrement(by: frames, ordering: .relaxed)
    }

    private func sample(at frame: Int) -> Float {
        let seconds = format.seconds(frames: frame)
        let sine = Self.amplitude * Float(sin(2 * Double.pi * Self.frequency * seconds))
        if pattern == .tone { return sine }
        if seconds < Self.burstSeconds { return sine }
        let sinceFirstClick = seconds - Self.firstClickSeconds
        guard sinceFirstClick >= 0 else { return 0 }
        let click = (sinceFirstClick / Self.clickSpacing).rounded(.down)
        let intoClick = sinceFirstClick - click * Self.clickSpacing
        return Int(click) < Self.clickCount && intoClick < Self.clickSeconds ? Self.clickLevel : 0
    }
}
