import Foundation

/// Why an upstream call gave no usable answer. Never carries the upstream's body.
public enum UpstreamError: Error, Sendable, Hashable, CustomStringConvertible {
    case timeout
    case unreachable(reason: String)
    case rateLimited(retryAfter: Double?)
    case forbidden
    case server(status: Int)
    /// A 4xx other than 403 and 429, such as KMB's 422 for a missing parameter.
    case rejected(status: Int)
    case malformed(reason: String)
    case empty
    /// The host's calls have been failing since `since`, so it is not asked again until a probe after a cooldown.
    case notAnswering(since: Date)

    /// Worth trying again later: the same request may well succeed.
    public var isTransient: Bool {
        switch self {
        case .timeout, .unreachable, .rateLimited, .server, .notAnswering: true
        case .forbidden, .rejected, .malformed, .empty: false
        }
    }

    /// True for a call refused at once because the host's circuit is open.
    public var isNotAnswering: Bool {
        if case .notAnswering = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .timeout: "upstream timed out"
        case .unreachable(let reason): "upstream unreachable (\(reason))"
        case .rateLimited(let retryAfter):
            retryAfter.map { "upstream rate limit (retry after \(Self.wholeSeconds($0)) s)" } ?? "upstream rate limit"
        case .forbidden: "upstream refused access (403)"
        case .server(let status): "upstream server error (\(status))"
        case .rejected(let status): "upstream rejected the request (\(status))"
        case .malformed(let reason): "upstream answer malformed (\(reason))"
        case .empty: "upstream answer empty"
        case .notAnswering(let since): "upstream not answering since \(since.formatted(.iso8601))"
        }
    }

    /// `seconds` rounded up for people to read; an upstream may send any number, so it is bounded before the
    /// conversion, which would trap past `Int.max`.
    private static func wholeSeconds(_ seconds: Double) -> Int {
        seconds.isNaN ? 0 : Int(min(max(0, seconds), 1e12).rounded(.up))
    }
}
