import NextStopCore

/// Sends each request through a `HostThrottle`, so every host sees at most its concurrency and spacing limits.
public struct ThrottlingTransport: HTTPTransport {
    private let base: any HTTPTransport
    /// The throttle every request passes through.
    public let throttle: HostThrottle

    /// Throttles requests sent through `base`.
    public init(base: any HTTPTransport, throttle: HostThrottle) {
        self.base = base
        self.throttle = throttle
    }

    /// Sends `request` once its host has a free slot and its spacing has passed.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await throttle.withPermit(for: request.hostKey) {
            try await base.send(request)
        }
    }
}
