import Foundation

/// Told of every attempt made to reach an upstream, for metrics and health; it must return quickly.
public protocol UpstreamObserver: Sendable {
    /// One attempt at `url` ended: with an HTTP status (`nil` when none came back), after `seconds`.
    func upstreamAttempt(url: URL, status: Int?, seconds: Double)
}
