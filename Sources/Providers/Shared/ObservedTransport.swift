import Foundation
import NextStopCore

/// Reports every request sent through `base` to an observer: its status, that none came back, or, for a 2xx answer,
/// whether its reader could read it (`AnswerVerdict`), so a body cut short counts as malformed, not as a good answer.
public struct ObservedTransport: HTTPTransport {
    private let base: any HTTPTransport
    private let observer: any UpstreamObserver
    private let timeSource: any TimeSource

    /// Observes requests sent through `base`, timed by `timeSource`.
    public init(base: any HTTPTransport, observer: any UpstreamObserver, timeSource: any TimeSource) {
        self.base = base
        self.observer = observer
        self.timeSource = timeSource
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let started = timeSource.now()
        var response: HTTPResponse
        do {
            response = try await base.send(request)
        } catch {
            observer.upstreamAttempt(url: request.url, .noAnswer, seconds: elapsed(since: started))
            throw error
        }
        let (url, status, seconds) = (request.url, response.status, elapsed(since: started))
        guard response.isSuccess else {
            observer.upstreamAttempt(url: url, .answered(status: status), seconds: seconds)
            return response
        }
        response.verdict = AnswerVerdict { [observer] readable in
            observer.upstreamAttempt(
                url: url, readable ? .answered(status: status) : .malformed(status: status), seconds: seconds)
        }
        return response
    }

    private func elapsed(since start: Date) -> Double { timeSource.now().timeIntervalSince(start) }
}
