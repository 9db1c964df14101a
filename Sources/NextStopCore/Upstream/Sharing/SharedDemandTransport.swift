import Foundation

/// The transport of a server's on-demand calls (a stop's arrivals) in a cluster: an answer another server fetched
/// less than `lifetime` ago is served, dated by its `Age`, instead of asking the upstream again, and servers asking
/// for the same thing at once make one call between them. Alone, or when the share fails, it asks the upstream.
public struct SharedDemandTransport: HTTPTransport {
    let base: any HTTPTransport
    let share: any UpstreamShare
    /// Seconds an answer may be served to other servers.
    let lifetime: TimeInterval
    let timeSource: any TimeSource

    /// Calls through `base`, sharing answers through `share` for `lifetime` seconds.
    public init(
        base: any HTTPTransport, share: any UpstreamShare, lifetime: TimeInterval,
        timeSource: any TimeSource = SystemTimeSource()
    ) {
        self.base = base
        self.share = share
        self.lifetime = lifetime
        self.timeSource = timeSource
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard share.role != .alone else { return try await base.send(request) }
        let base = base
        do {
            let answer = try await share.answer(for: SharedAnswer.key(for: request), youngerThan: lifetime) {
                try await base.send(request)
            }
            return answer.response(at: timeSource.now())
        } catch let error as UpstreamError {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            // The share failed, not the upstream: riders still get their arrivals.
            return try await base.send(request)
        }
    }
}
