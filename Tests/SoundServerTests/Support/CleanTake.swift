/// Takes of a measurement on the real server until one is clean.
///
/// An underrun puts silence into what the sink heard, so that take says nothing about the path. On a shared machine
/// the later takes ask for deeper buffers, which a loaded machine keeps filled: pitch, level, durations and spacing
/// do not depend on the depth. A test that measures the latency itself keeps one depth for every take.
enum CleanTake {
    /// Each take's target latency: the players' default, then deeper.
    static let deepening = [0.020, 0.040, 0.080]

    /// What the first take without an underrun heard, or nil when every take underran; each take is told on the log.
    static func first<Heard>(latencies: [Double] = deepening,
                             _ take: (_ latency: Double) throws -> (heard: Heard, underruns: Int)) rethrows -> Heard? {
        for (number, latency) in latencies.enumerated() {
            let (heard, underruns) = try take(latency)
            guard underruns > 0 else { return heard }
            print("take \(number + 1) at \(latency * 1_000) ms: \(underruns) underruns; not measurable, trying again")
        }
        return nil
    }

    /// Why a test failed when no take was clean.
    static let everyTakeUnderran = "every take underran, at every depth: the output cannot keep up on this machine"
}
