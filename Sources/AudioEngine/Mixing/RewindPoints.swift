/// The mixer's state at recent chunk boundaries, so that a live output which queued audio far ahead of what plays can
/// have it mixed again from a point just ahead of what plays when something is due, rather than after all of it.
///
/// Audio thread only; all memory is allocated at creation. A point is taken every `interval` frames while `enabled`.
/// Going back is exact: what is mixed again equals what was mixed, plus what was asked for since. It is only possible
/// to a point after the last report (a voice started, ended or was dropped): those are never taken back.
struct RewindPoints {
    /// Frames between two points: every mixer chunk, so that a rewrite starts at most a chunk later than asked.
    static let interval = 64
    /// Points kept: about a third of a second at 48 kHz.
    static let capacity = 256
    /// Voices a point remembers; with more sounding, no point is taken.
    static let maxVoices = 8

    var enabled = false
    private let busCount: Int
    private let limiterFloats: Int
    private let frames: UnsafeMutablePointer<Int64>
    private let generations: UnsafeMutablePointer<Int>
    private let voiceCounts: UnsafeMutablePointer<Int>
    private let voiceSlots: UnsafeMutablePointer<Int>
    private let voicePositions: UnsafeMutablePointer<Int>
    private let voiceAges: UnsafeMutablePointer<Int>
    private let gains: UnsafeMutablePointer<Float>
    private let limiterStates: UnsafeMutablePointer<Float>
    private let limiterScalars: UnsafeMutablePointer<Limiter.Scalars>
    private var newest = -1
    private var count = 0

    init(busCount: Int, limiterFloats: Int) {
        self.busCount = busCount
        self.limiterFloats = limiterFloats
        let n = Self.capacity
        frames = .allocate(capacity: n)
        generations = .allocate(capacity: n)
        voiceCounts = .allocate(capacity: n)
        voiceSlots = .allocate(capacity: n * Self.maxVoices)
        voicePositions = .allocate(capacity: n * Self.maxVoices)
        voiceAges = .allocate(capacity: n * Self.maxVoices)
        gains = .allocate(capacity: n * (busCount + 2))
        limiterStates = .allocate(capacity: n * limiterFloats)
        limiterScalars = .allocate(capacity: n)
    }

    func deallocate() {
        frames.deallocate()
        generations.deallocate()
        voiceCounts.deallocate()
        voiceSlots.deallocate()
        voicePositions.deallocate()
        voiceAges.deallocate()
        gains.deallocate()
        limiterStates.deallocate()
        limiterScalars.deallocate()
    }

    /// Forgets every point.
    mutating func clear() {
        newest = -1
        count = 0
    }

    /// Takes a point at `frame` of the mixer's state; `generation` counts the reports sent so far.
    mutating func take(frame: Int64, generation: Int, voices: UnsafeMutableBufferPointer<Voice>, busGain: [Float],
                       master: Float, duck: Float, limiter: Limiter) {
        let point = (newest + 1) % Self.capacity
        var sounding = 0
        for slot in voices.indices where !voices[slot].isFree {
            guard sounding < Self.maxVoices else { return clear() }
            let at = point * Self.maxVoices + sounding
            voiceSlots[at] = slot
            voicePositions[at] = voices[slot].position
            voiceAges[at] = voices[slot].age
            sounding += 1
        }
        newest = point
        count = min(count + 1, Self.capacity)
        frames[point] = frame
        generations[point] = generation
        voiceCounts[point] = sounding
        let g = gains + point * (busCount + 2)
        for bus in 0..<busCount { g[bus] = busGain[bus] }
        g[busCount] = master
        g[busCount + 1] = duck
        limiterScalars[point] = limiter.save(into: limiterStates + point * limiterFloats)
    }

    /// The oldest point at or after `frame` that no report came after, nil when there is none.
    func point(atOrAfter frame: Int64, generation: Int) -> Int? {
        var found: Int?
        for back in 0..<count {
            let point = (newest - back + Self.capacity) % Self.capacity
            guard generations[point] == generation, frames[point] >= frame else { break }
            found = point
        }
        return found
    }

    /// Puts the state of `point` back and drops the points after it; returns the point's frame.
    mutating func restore(_ point: Int, voices: UnsafeMutableBufferPointer<Voice>, busGain: inout [Float],
                          master: inout Float, duck: inout Float, limiter: inout Limiter) -> Int64 {
        for k in 0..<voiceCounts[point] {
            let at = point * Self.maxVoices + k
            voices[voiceSlots[at]].position = voicePositions[at]
            voices[voiceSlots[at]].age = voiceAges[at]
        }
        let g = gains + point * (busCount + 2)
        for bus in 0..<busCount { busGain[bus] = g[bus] }
        master = g[busCount]
        duck = g[busCount + 1]
        limiter.restore(from: limiterStates + point * limiterFloats, limiterScalars[point])
        count -= (newest - point + Self.capacity) % Self.capacity
        newest = point
        return frames[point]
    }
}
