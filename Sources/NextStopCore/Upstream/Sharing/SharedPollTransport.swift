import Foundation

/// The transport of a server's agency-wide polls in a cluster: leading, it asks the upstream and publishes each
/// answer; following, it hands the poller the leader's next answer, dated by its `Age`; alone, it asks the upstream.
///
/// A follower's poll waits up to the request's timeout for an answer newer than the last it was handed, so its
/// pollers keep the leader's pace; when none comes (the leader died, or its upstream did not answer) it fails as a
/// timeout, unless this server has taken the lead meanwhile, when it asks the upstream itself.
public final class SharedPollTransport: HTTPTransport {
    let base: any HTTPTransport
    let share: any UpstreamShare
    let timeSource: any TimeSource
    /// Seconds a follower waits for the leader's answer before looking at its own role again.
    static let waitSlice: TimeInterval = 1

    /// When the newest answer handed out for each key was fetched.
    private let handedOut = LockedValue<[String: Date]>([:])

    /// Polls through `base` when leading or alone, and through `share` when following.
    public init(base: any HTTPTransport, share: any UpstreamShare, timeSource: any TimeSource = SystemTimeSource()) {
        self.base = base
        self.share = share
        self.timeSource = timeSource
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let key = SharedAnswer.key(for: request)
        switch share.role {
        case .alone:
            return try await base.send(request)
        case .leading:
            return try await fetchAndPublish(request, key: key)
        case .following:
            return try await follow(request, key: key)
        }
    }

    /// The leader's next answer, waited for in slices of a second so that a server taking the lead meanwhile (or
    /// learning at start that it leads) asks the upstream at once instead of at the end of the wait.
    private func follow(_ request: HTTPRequest, key: String) async throws -> HTTPResponse {
        let after = handedOut.value[key]
        var waited: TimeInterval = 0
        repeat {
            let slice = min(Self.waitSlice, request.timeout - waited)
            if let answer = try await share.answer(for: key, fetchedAfter: after, waitingUpTo: slice) {
                handedOut.withLock { $0[key] = answer.fetchedAt }
                return answer.response(at: timeSource.now())
            }
            waited += slice
            guard share.role == .following else { return try await send(request) }
        } while waited < request.timeout
        throw UpstreamError.timeout
    }

    private func fetchAndPublish(_ request: HTTPRequest, key: String) async throws -> HTTPResponse {
        let response = try await base.send(request)
        let answer = SharedAnswer(key: key, response: response, fetchedAt: timeSource.now())
        handedOut.withLock { $0[key] = answer.fetchedAt }
        // The answer serves this server whether or not the others can be told; the share's health says why not.
        try? await share.publish(answer)
        return response
    }
}
