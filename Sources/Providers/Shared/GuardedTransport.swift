import NextStopCore

/// Spares a host that is not answering or has asked for a pause: a call fails at once with
/// `UpstreamError.rateLimited(retryAfter:)` while a remembered `Retry-After` runs, or with
/// `UpstreamError.notAnswering(since:)` while the host's circuit is open.
///
/// It sits outside the retrying layer, so it sees each call's final outcome: a 429 that still carries a
/// `Retry-After` is one the budget could not wait out, and a failure is one no retry could mend.
public struct GuardedTransport: HTTPTransport {
    private let base: any HTTPTransport
    /// The circuits, one per host.
    public let circuit: CircuitBreaker
    /// The pauses hosts asked for.
    public let retryAfterMemory: RetryAfterMemory
    private let timeSource: any TimeSource

    /// Guards calls sent through `base`; `Retry-After` dates are read against `timeSource`.
    public init(
        base: any HTTPTransport, circuit: CircuitBreaker, retryAfterMemory: RetryAfterMemory,
        timeSource: any TimeSource = SystemTimeSource()
    ) {
        self.base = base
        self.circuit = circuit
        self.retryAfterMemory = retryAfterMemory
        self.timeSource = timeSource
    }

    /// Sends `request` unless its host is paused or its circuit open, and records how the call ended. A 429 comes
    /// back with its `Retry-After` cut to the longest pause, so every caller waits the same bounded time.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let host = request.hostKey
        if let secondsLeft = retryAfterMemory.secondsLeft(for: host) {
            throw UpstreamError.rateLimited(retryAfter: secondsLeft)
        }
        let permit = try circuit.permit(for: host)
        var response: HTTPResponse
        do {
            response = try await base.send(request)
        } catch let error as UpstreamError where error.isTransient {
            retryAfterMemory.forget(host)
            circuit.recordFailure(for: host)
            throw error
        } catch let error as UpstreamError {
            retryAfterMemory.forget(host)
            circuit.recordSuccess(for: host)
            throw error
        } catch {
            retryAfterMemory.forget(host)
            circuit.recordAbandoned(permit, for: host)
            throw error
        }
        if response.status == 429,
            let asked = response.header("Retry-After").flatMap({
                UpstreamError.retryAfterSeconds($0, now: timeSource.now())
            })
        {
            let seconds = retryAfterMemory.pauseLength(asked)
            retryAfterMemory.remember(seconds, for: host)
            response.headers["retry-after"] = String(Int(seconds.rounded(.up)))
        } else {
            retryAfterMemory.forget(host)
        }
        if (500...599).contains(response.status) {
            circuit.recordFailure(for: host)
        } else {
            circuit.recordSuccess(for: host)
        }
        return response
    }
}
