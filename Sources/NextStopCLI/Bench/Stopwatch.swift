import Foundation
import NextStopCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Times repeated runs of an operation for the benchmarks (release builds; never in tests).
enum Stopwatch {
    /// Seconds each of `runs` calls took.
    static func samples(runs: Int, _ operation: () throws -> Void) rethrows -> [Double] {
        let clock = ContinuousClock()
        return try (0..<runs).map { _ in try clock.measure { try operation() }.inSeconds }
    }

    /// Seconds one async call took, with its result.
    static func time<T>(_ operation: () async throws -> T) async rethrows -> (T, Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let value = try await operation()
        return (value, (clock.now - start).inSeconds)
    }

    /// The value below which `fraction` of the samples fall (nearest rank).
    static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}

/// Keeps a benchmarked result alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole(_ value: Int) {
    if value == Int.min { print(value) }
}

/// Number formatting for benchmark reports.
enum BenchFormat {
    static func megabytes(_ bytes: Int) -> String { String(format: "%.2f MB", Double(bytes) / 1_000_000) }
    static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
    static func microseconds(_ seconds: Double) -> String { String(format: "%.2f µs", seconds * 1_000_000) }
    static func ratio(_ value: Double) -> String { String(format: "%.3g×", value) }
    static func percent(_ value: Double) -> String { String(format: "%.0f %%", value * 100) }
    /// "NextStop 3.1× faster" or "… slower", from the milliseconds of ours and of the baseline.
    static func versus(ours: Double, baseline: Double) -> String {
        baseline >= ours ? "NextStop \(ratio(baseline / ours)) faster" : "NextStop \(ratio(ours / baseline)) slower"
    }
}

/// CPU seconds the calling thread has used: on a machine shared with other work, what an operation costs without the
/// time the scheduler gave to others while it ran.
enum ThreadCPUTime {
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// CPU seconds each of `runs` calls took.
    static func samples(runs: Int, _ operation: () throws -> Void) rethrows -> [Double] {
        try (0..<runs).map { _ in
            let start = now()
            try operation()
            return now() - start
        }
    }
}
