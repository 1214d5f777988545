/// Takes of a measurement on the real server until one is clean.
///
/// An underrun puts silence into what the sink heard, and so does a server that fell behind (a PipeWire graph cycle
/// missed, the monitor's capture overflowing on a loaded machine): such a take says nothing about the path. On a shared
/// machine the later takes ask for deeper buffers, which a loaded machine keeps filled: pitch, level, durations and
/// spacing do not depend on the depth. A test that measures the latency itself keeps one depth for every take.
/// What educat gets wrong every time still fails every take.
enum CleanTake {
    /// Each take's target latency: the players' default, then deeper.
    static let deepening = [0.020, 0.040, 0.080]

    /// What the first take without a glitch heard, or nil when every take had one; each take is told on the log.
    /// `glitches` are the output's underruns and the dropouts heard where the signal should sound throughout
    /// (`SignalAnalysis.dropouts`).
    static func first<Heard>(latencies: [Double] = deepening,
                             _ take: (_ latency: Double) throws -> (heard: Heard, glitches: Int)) rethrows -> Heard? {
        for (number, latency) in latencies.enumerated() {
            let (heard, glitches) = try take(latency)
            guard glitches > 0 else { return heard }
            print("take \(number + 1) at \(latency * 1_000) ms: \(glitches) underruns or dropouts; not measurable, trying again")
        }
        return nil
    }

    /// Why a test failed when no take was clean.
    static let everyTakeUnderran = "every take underran or dropped out, at every depth: the output cannot keep up on this machine"
}
