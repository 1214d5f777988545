/// A look-ahead peak limiter that guarantees no output sample exceeds its ceiling.
///
/// The gain for each sample is the minimum gain any sample in the look-ahead window needs, smoothed by a
/// moving average over the same window; since every averaged value is at most what the delayed sample needs,
/// the product never exceeds the ceiling, and the gain moves without steps (no distortion clicks).
/// Owned by the audio thread; all memory is allocated at creation.
struct Limiter {
    let ceiling: Float
    let window: Int
    private let releaseCoefficient: Float
    private var needed: UnsafeMutablePointer<Float>
    private var smoothed: UnsafeMutablePointer<Float>
    private var delay: UnsafeMutablePointer<Float>
    private var index = 0
    private var released: Float = 1
    private var sum: Double

    /// Output lags input by this many frames.
    var latency: Int { window - 1 }

    /// The state besides the buffers, which `save` returns and `restore` takes.
    struct Scalars {
        var index: Int
        var released: Float
        var sum: Double
    }

    /// Floats `save` writes.
    var stateFloats: Int { 4 * window }

    /// Copies the whole state out: the buffers into `state` (`stateFloats` long), the rest returned.
    func save(into state: UnsafeMutablePointer<Float>) -> Scalars {
        state.update(from: needed, count: window)
        (state + window).update(from: smoothed, count: window)
        (state + 2 * window).update(from: delay, count: 2 * window)
        return Scalars(index: index, released: released, sum: sum)
    }

    /// Puts back a state `save` copied out.
    mutating func restore(from state: UnsafeMutablePointer<Float>, _ scalars: Scalars) {
        needed.update(from: state, count: window)
        smoothed.update(from: state + window, count: window)
        delay.update(from: state + 2 * window, count: 2 * window)
        (index, released, sum) = (scalars.index, scalars.released, scalars.sum)
    }

    init(ceiling: Float, window: Int, releaseFrames: Int) {
        self.ceiling = ceiling
        self.window = max(window, 2)
        releaseCoefficient = 1 / Float(max(releaseFrames, 1))
        needed = .allocate(capacity: self.window)
        needed.initialize(repeating: 1, count: self.window)
        smoothed = .allocate(capacity: self.window)
        smoothed.initialize(repeating: 1, count: self.window)
        delay = .allocate(capacity: 2 * self.window)
        delay.initialize(repeating: 0, count: 2 * self.window)
        sum = Double(self.window)
    }

    func deallocate() {
        needed.deallocate()
        smoothed.deallocate()
        delay.deallocate()
    }

    /// Limits a stereo interleaved buffer in place.
    mutating func process(_ buffer: UnsafeMutablePointer<Float>, frames: Int) {
        for i in 0..<frames {
            let left = buffer[2 * i], right = buffer[2 * i + 1]
            let peak = max(abs(left), abs(right))
            needed[index] = peak > ceiling ? ceiling / peak : 1
            var windowMinimum: Float = 1
            for k in 0..<window { windowMinimum = min(windowMinimum, needed[k]) }
            released = min(windowMinimum, released + (1 - released) * releaseCoefficient)
            sum += Double(released) - Double(smoothed[index])
            smoothed[index] = released
            let gain = Float(sum / Double(window))
            // The oldest frame in the delay line is the one `window - 1` frames ago.
            let oldest = (index + 1) % window
            let outLeft = delay[2 * oldest] * gain, outRight = delay[2 * oldest + 1] * gain
            delay[2 * index] = left
            delay[2 * index + 1] = right
            buffer[2 * i] = min(max(outLeft, -ceiling), ceiling)
            buffer[2 * i + 1] = min(max(outRight, -ceiling), ceiling)
            index = oldest
        }
    }
}
