#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
