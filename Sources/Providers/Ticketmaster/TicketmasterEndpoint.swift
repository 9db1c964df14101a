import Foundation

/// Ticketmaster's Discovery API v2 event search.
public enum TicketmasterEndpoint {
    /// Ticketmaster's public API.
    public static let defaultBaseURL = URL(string: "https://app.ticketmaster.com")!

    /// `/discovery/v2/events.json` around a point, soonest first, between two instants (UTC, whole seconds).
    static func events(
        latitude: Double, longitude: Double, radiusMiles: Int, from start: Date, until end: Date, key: APIKey, baseURL: URL
    ) -> URL? {
        var base = baseURL.absoluteString
        if base.hasSuffix("/") { base.removeLast() }
        var components = URLComponents(string: "\(base)/discovery/v2/events.json")
        let format = ISO8601DateFormatter()
        components?.queryItems = [
            URLQueryItem(name: "apikey", value: key.secret),
            URLQueryItem(name: "latlong", value: String(format: "%.4f,%.4f", latitude, longitude)),
            URLQueryItem(name: "radius", value: String(radiusMiles)),
            URLQueryItem(name: "unit", value: "miles"),
            URLQueryItem(name: "startDateTime", value: format.string(from: start)),
            URLQueryItem(name: "endDateTime", value: format.string(from: end)),
            URLQueryItem(name: "sort", value: "date,asc"),
            URLQueryItem(name: "size", value: "10"),
        ]
        return components?.url
    }
}
