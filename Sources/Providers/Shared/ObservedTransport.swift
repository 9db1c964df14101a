import Foundation
import NextStopCore

/// Reports every request sent through `base` to an observer: its status, whether a 2xx JSON answer was malformed, or
/// that none came back.
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
            observer.upstreamAttempt(url: request.url, Self.attempt(answered: response), seconds: elapsed(since: started))
            return response
        } catch {
            observer.upstreamAttempt(url: request.url, .noAnswer, seconds: elapsed(since: started))
            throw error
        }
    }

    /// A 2xx answer labelled JSON that does not parse is malformed: the simulator's fault and a cut-short upstream
    /// body both look like this, and without the check they would count as good answers.
    private static func attempt(answered response: HTTPResponse) -> UpstreamAttempt {
        let labelledJSON = response.headers.contains { $0.key.lowercased() == "content-type" && $0.value.contains("json") }
        guard (200..<300).contains(response.status), labelledJSON,
            (try? JSONSerialization.jsonObject(with: response.body, options: [.fragmentsAllowed])) == nil
        else { return .answered(status: response.status) }
        return .malformed(status: response.status)
    }

    private func elapsed(since start: Date) -> Double { timeSource.now().timeIntervalSince(start) }
}
