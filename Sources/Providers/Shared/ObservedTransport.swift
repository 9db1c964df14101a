import Foundation
import NextStopCore

/// Reports every request sent through `base` to an observer: its status, or none when it failed without one.
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
        do {
            let response = try await base.send(request)
            observer.upstreamAttempt(url: request.url, status: response.status, seconds: elapsed(since: started))
            return response
        } catch {
            observer.upstreamAttempt(url: request.url, status: nil, seconds: elapsed(since: started))
            throw error
        }
    }

    private func elapsed(since start: Date) -> Double { timeSource.now().timeIntervalSince(start) }
}
