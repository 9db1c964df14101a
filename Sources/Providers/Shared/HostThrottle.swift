import Foundation
import NextStopCore

/// Keeps the requests to each host within that host's `HostLimits`: a concurrency limit, and a minimum spacing
/// between request starts.
///
/// State is kept per host key for as long as the throttle lives; the hosts are the few configured upstreams.
public final class HostThrottle: Sendable {
    private struct Lane: Sendable {
        let semaphore: AsyncSemaphore
        let spacing: Double
        var nextStart: Date?
    }

    /// The limits for a host not named in `limitsByHost`.
    public let defaultLimits: HostLimits
    /// Limits per host key (`HTTPRequest.hostKey`, host with `:port` if the URL has one).
    public let limitsByHost: [String: HostLimits]
    private let timeSource: any TimeSource
    private let lanes = LockedValue<[String: Lane]>([:])

    /// A throttle applying `limitsByHost`, else `defaultLimits`; spacing waits go through `timeSource`.
    public init(
        defaultLimits: HostLimits = HostLimits(),
        limitsByHost: [String: HostLimits] = [:],
        timeSource: any TimeSource = SystemTimeSource()
    ) {
        self.defaultLimits = defaultLimits
        self.limitsByHost = limitsByHost
        self.timeSource = timeSource
    }

    /// The limits that apply to `host`.
    public func limits(for host: String) -> HostLimits { limitsByHost[host] ?? defaultLimits }

    /// Runs `operation` once `host` has a free slot and its spacing since the previous start has passed.
    public func withPermit<Result>(
        for host: String,
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Result
    ) async throws -> Result {
        let semaphore = lane(for: host).semaphore
        return try await semaphore.withPermit {
            // Spacing is reserved while holding a slot, so no request starts early by waiting on a slot after its
            // turn was fixed.
            let wait = reserveStart(for: host)
            if wait > 0 { try await timeSource.sleep(seconds: wait) }
            return try await operation()
        }
    }

    private func lane(for host: String) -> Lane {
        lanes.withLock { lanes in
            if let lane = lanes[host] { return lane }
            let limits = limits(for: host)
            let lane = Lane(
                semaphore: AsyncSemaphore(limit: max(1, limits.maxConcurrent)), spacing: limits.minSpacing,
                nextStart: nil
            )
            lanes[host] = lane
            return lane
        }
    }

    /// Books the next start for `host` and returns how long to wait for it.
    private func reserveStart(for host: String) -> Double {
        let now = timeSource.now()
        return lanes.withLock { lanes in
            guard let lane = lanes[host] else { return 0 }
            let start = max(now, lane.nextStart ?? now)
            lanes[host]?.nextStart = start.addingTimeInterval(max(0, lane.spacing))
            return start.timeIntervalSince(now)
        }
    }
}

/// How hard one upstream host may be pressed.
public struct HostLimits: Sendable, Hashable {
    /// The most requests in flight to the host at once.
    public var maxConcurrent: Int
    /// The least time between the starts of two requests to the host, in seconds.
    public var minSpacing: Double

    /// Limits for one host; the defaults suit the KMB and Citybus open-data APIs.
    public init(maxConcurrent: Int = 8, minSpacing: Double = 0.05) {
        self.maxConcurrent = maxConcurrent
        self.minSpacing = minSpacing
    }
}

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
