import NextStopCore

/// Jitter values for a retry policy, handed out in order; the last one repeats.
final class JitterSequence: Sendable {
    private let remaining: LockedValue<[Double]>

    /// Hands out `values` in order.
    init(_ values: Double...) { remaining = LockedValue(values) }

    /// The next value.
    func next() -> Double {
        remaining.withLock { $0.count > 1 ? $0.removeFirst() : $0.first ?? 0 }
    }
}
