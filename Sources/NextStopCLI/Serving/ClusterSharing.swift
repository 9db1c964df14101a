import Foundation
import NextStopCore

/// How a server's upstream calls go: straight to the upstreams when it is on its own, or through the answers it
/// shares with the other servers of its PostgreSQL database, so that together they ask what one server would.
struct ClusterSharing: Sendable {
    /// Nil for a server on its own (SQLite).
    let share: (any UpstreamShare)?

    /// A server on its own.
    static let alone = ClusterSharing(share: nil)

    /// `base` for agency-wide polls: made by the cluster's leader only.
    func polls(_ base: any HTTPTransport) -> any HTTPTransport {
        share.map { SharedPollTransport(base: base, share: $0) } ?? base
    }

    /// `base` for calls made on demand: an answer fetched by any server is served to all for `lifetime` seconds.
    func onDemand(_ base: any HTTPTransport, lifetime: TimeInterval) -> any HTTPTransport {
        share.map { SharedDemandTransport(base: base, share: $0, lifetime: lifetime) } ?? base
    }
}
