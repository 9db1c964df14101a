import NextStopCore
import NextStopTestSupport

/// An upstream that takes `seconds` of a manual clock to answer each attempt, recording the timeout each was given.
final class SlowTransport: HTTPTransport, Sendable {
    let base: ScriptedTransport
    private let clock: ManualTimeSource
    private let seconds: Double
    private let timeouts = LockedValue<[Double]>([])

    init(base: ScriptedTransport, clock: ManualTimeSource, seconds: Double) {
        self.base = base
        self.clock = clock
        self.seconds = seconds
    }

    /// The timeout of every attempt, in order.
    var attemptTimeouts: [Double] { timeouts.value }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        timeouts.withLock { $0.append(request.timeout) }
        clock.advance(by: min(seconds, request.timeout))
        if seconds >= request.timeout { throw UpstreamError.timeout }
        return try await base.send(request)
    }
}
