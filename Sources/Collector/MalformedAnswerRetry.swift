import NextStopCore

/// Asks an upstream again when its answer does not decode. The transport already retries what an HTTP status calls
/// transient; a body cut short or garbled on the way arrives as a 200, and is usually whole the next time. Each
/// call is tried at most `attempts` times, waiting `firstWait` seconds after the first malformed answer and twice as
/// long after each next one; the collection's phase deadline bounds the whole.
struct MalformedAnswerRetry: Sendable {
    let attempts: Int
    let firstWait: Double
    let timeSource: any TimeSource

    /// `fetch`'s result, asking again after a malformed answer while attempts remain; the last error otherwise.
    func callAsFunction<Value: Sendable>(_ fetch: @Sendable () async throws -> Value) async throws -> Value {
        var wait = firstWait
        for _ in 1..<max(1, attempts) {
            do {
                return try await fetch()
            } catch UpstreamError.malformed {
                try await timeSource.sleep(seconds: wait)
                wait *= 2
            }
        }
        return try await fetch()
    }
}
