import Foundation

/// How one attempt at an upstream ended.
public enum UpstreamAttempt: Sendable, Hashable {
    /// An answer with this HTTP status.
    case answered(status: Int)
    /// A 2xx answer whose body is not what it says it is (JSON cut short), so it is as useless as a failure.
    case malformed(status: Int)
    /// No answer at all: a timeout, a refused or cut connection.
    case noAnswer

    /// Whether the attempt brought a usable answer: a 2xx that reads as what it claims to be.
    public var isGood: Bool {
        guard case .answered(let status) = self else { return false }
        return (200..<300).contains(status)
    }
}

/// Told of every attempt made to reach an upstream, for metrics and health; it must return quickly.
public protocol UpstreamObserver: Sendable {
    /// One attempt at `url` ended as `attempt`, after `seconds`.
    func upstreamAttempt(url: URL, _ attempt: UpstreamAttempt, seconds: Double)
}
