import NextStopCore

/// A connection that drops for good once `base` has answered a number of ranged requests: every later request
/// fails as unreachable without being sent, as when the network goes away in the middle of a download.
final class ConnectionCut: HTTPTransport, Sendable {
    /// What every request after the cut throws.
    static let failure = UpstreamError.unreachable(reason: "connection reset by peer")

    private let base: any HTTPTransport
    private let rangedAnswersLeft: LockedValue<Int>

    init(base: any HTTPTransport, afterRangedAnswers count: Int) {
        self.base = base
        rangedAnswersLeft = LockedValue(count)
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let isThrough = rangedAnswersLeft.withLock { left in
            guard left > 0 else { return false }
            if request.headers["Range"] != nil { left -= 1 }
            return true
        }
        guard isThrough else { throw Self.failure }
        return try await base.send(request)
    }
}
