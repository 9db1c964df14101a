import Foundation
import NextStopCore
import ServiceLifecycle

/// Makes a server's rate limit the cluster's: every `interval` it adds the requests its limiter admitted to the
/// cluster's tally and takes from each client's local bucket the requests that client made to the other servers
/// meanwhile (for the clients it saw, and for every client past half a burst in the minute, wherever it went). The hot path never waits on the database; a client spread over `n` servers gets at most what one
/// server allows plus what the others admitted within one interval (at 300 a minute and 2 s, 10 requests each).
public struct ClusterRateLimit: Service {
    /// How often the tally is exchanged.
    public static let standardInterval: Double = 2

    let limiter: RateLimiter
    let tally: any RequestTally
    let interval: Double
    let timeSource: any TimeSource
    /// Each client's cluster total in the current window as last read, and the window it belongs to.
    private let known = LockedValue<(window: Date, totals: [String: Int])>((.distantPast, [:]))

    public init(
        limiter: RateLimiter, tally: any RequestTally, interval: Double = Self.standardInterval,
        timeSource: any TimeSource = SystemTimeSource()
    ) {
        self.limiter = limiter
        self.tally = tally
        self.interval = interval
        self.timeSource = timeSource
    }

    /// Exchanges every `interval` until the server shuts down; an exchange under way is then abandoned, since a
    /// database that does not answer would otherwise keep the server from stopping.
    public func run() async {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do {
                    try await exchange()
                } catch is CancellationError {
                    return
                } catch {
                    // The local limits hold meanwhile; the counts not added are lost, so the cluster errs towards
                    // allowing.
                }
                try? await timeSource.sleep(seconds: interval)
            }
        }
    }

    /// Adds this server's admitted requests to the tally of the current minute and charges each client the requests
    /// the other servers admitted since the last exchange.
    public func exchange() async throws {
        let now = timeSource.now()
        let window = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 60).rounded(.down) * 60)
        let counts = limiter.takeAdmitted()
        let totals = try await tally.add(counts, window: window, reportingFrom: Int(limiter.limit.burst / 2))
        let previous = known.withLock { known in
            let previous = known.window == window ? known.totals : [:]
            known = (window, previous.merging(totals) { _, new in new })
            return previous
        }
        for (client, total) in totals {
            limiter.charge(total - (previous[client] ?? 0) - (counts[client] ?? 0), to: client)
        }
    }
}
