import Foundation

/// A room's steady noise for recordings made in tests: Gaussian, at a level, the same for a given seed.
public enum RoomNoise {
    /// `count` samples of noise at `level` dBFS RMS.
    public static func samples(_ count: Int, level: Double, seed: UInt64) -> [Float] {
        var state = seed
        let uniform = { () -> Double in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Double(state >> 11) + 0.5) / Double(1 << 53)
        }
        let sigma = pow(10, level / 20)
        return (0..<count).map { _ in Float(sigma * (-2 * log(uniform())).squareRoot() * cos(2 * .pi * uniform())) }
    }
}
