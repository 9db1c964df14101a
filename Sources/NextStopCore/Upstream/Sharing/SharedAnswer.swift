import Foundation

/// An upstream's answer to one request as the servers of a cluster share it: the server that asked keeps it for the
/// others, so together they ask each upstream what one server would.
public struct SharedAnswer: Sendable, Hashable {
    /// The request it answers, as `SharedAnswer.key(for:)` names it.
    public var key: String
    public var response: HTTPResponse
    /// When the upstream answered, by the clock of the server that asked.
    public var fetchedAt: Date

    public init(key: String, response: HTTPResponse, fetchedAt: Date) {
        self.key = key
        self.response = response
        self.fetchedAt = fetchedAt
    }

    /// The response as another server serves it at `now`: with an `Age` header saying how many seconds ago the
    /// upstream answered, as an HTTP cache would, so what it holds is dated from the upstream's answer.
    public func response(at now: Date) -> HTTPResponse {
        var response = response
        response.headers["age"] = String(Int(max(0, now.timeIntervalSince(fetchedAt))))
        return response
    }

    /// What names `request` among the servers: its method and URL without the query items whose name holds `key`
    /// (511's `api_key`, TfL's `app_key`, Ticketmaster's `apikey`), so no secret is stored and servers share answers
    /// whatever key each was given.
    public static func key(for request: HTTPRequest) -> String {
        guard var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) else {
            return "\(request.method) \(request.url.absoluteString)"
        }
        if let items = components.queryItems {
            let kept = items.filter { !$0.name.lowercased().contains("key") }
            components.queryItems = kept.isEmpty ? nil : kept
        }
        return "\(request.method) \(components.string ?? request.url.absoluteString)"
    }
}
