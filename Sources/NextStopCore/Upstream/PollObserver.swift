import Foundation

/// Told how each round of a background poller ended (Caltrain's real-time, alerts, weather and events; London's
/// docks), for metrics; it must return quickly.
public protocol PollObserver: Sendable {
    /// The poll named `poll` brought a usable answer at `at`.
    func pollSucceeded(_ poll: String, at: Date)
    /// The poll named `poll` failed; `kind` is `PollFailureKind`'s label for the error.
    func pollFailed(_ poll: String, kind: String)
}

/// The short, bounded label a failed poll is counted under, so metrics never carry free text.
public enum PollFailureKind {
    /// `timeout`, `unreachable`, `rate_limited`, `forbidden`, `server`, `rejected`, `malformed`, `empty`,
    /// `not_answering`, or `other` for an error that is not an `UpstreamError`.
    public static func label(of error: any Error) -> String {
        guard let upstream = error as? UpstreamError else { return "other" }
        switch upstream {
        case .timeout: return "timeout"
        case .unreachable: return "unreachable"
        case .rateLimited: return "rate_limited"
        case .forbidden: return "forbidden"
        case .server: return "server"
        case .rejected: return "rejected"
        case .malformed: return "malformed"
        case .empty: return "empty"
        case .notAnswering: return "not_answering"
        }
    }
}
