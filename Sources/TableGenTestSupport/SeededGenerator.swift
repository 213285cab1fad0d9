import Foundation

/// A random number generator that repeats its sequence for the same seed
/// (SplitMix64), so that a failing random test can be run again exactly.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The seed the sequence started from; print it with any failure.
  public let seed: UInt64
  private var state: UInt64

  public init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  /// A generator seeded from the environment variable `name` when it holds a
  /// number, else from the system's generator: each run explores new values,
  /// and `name=<seed>` repeats a failing one.
  public init(environment name: String) {
    let given = ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
    self.init(seed: given ?? UInt64.random(in: .min ... .max))
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
