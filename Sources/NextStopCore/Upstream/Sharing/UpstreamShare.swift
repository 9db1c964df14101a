import Foundation

/// What part of the agency-wide polling a server of a cluster takes.
public enum PollRole: String, Sendable, Hashable {
    /// It makes the polls and shares every answer.
    case leading
    /// It takes the leader's answers instead of asking the upstreams.
    case following
    /// It cannot reach the others, so it polls for itself and shares nothing.
    case alone
}

/// Where the servers of a cluster share upstream answers. One server leads: it makes the agency-wide polls and
/// publishes each answer; the others follow its answers. Answers to requests made on demand (a stop's arrivals) are
/// shared by whichever server asks first.
public protocol UpstreamShare: Sendable {
    /// This server's part in the polling now.
    var role: PollRole { get }
    /// Keeps `answer` for the other servers and tells them it is there.
    func publish(_ answer: SharedAnswer) async throws
    /// The answer kept for `key` when it was fetched after `date` (any when nil); else waits up to `seconds` for a newer
    /// one to be published. Nil when nothing newer came.
    func answer(for key: String, fetchedAfter date: Date?, waitingUpTo seconds: TimeInterval) async throws
        -> SharedAnswer?
    /// An answer for `key` younger than `lifetime`: the one kept when there is one, else `fetch`'s, kept when it is a
    /// success. One server at a time fetches a key; the others asking meanwhile wait for its answer.
    func answer(
        for key: String, youngerThan lifetime: TimeInterval,
        fetch: @escaping @Sendable () async throws -> HTTPResponse
    ) async throws -> SharedAnswer
}
