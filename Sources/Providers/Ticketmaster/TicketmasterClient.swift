import Caltrain
import Foundation
import NextStopCore

/// Finds tonight's events near a station with Ticketmaster's Discovery API. Throws only `UpstreamError`; the key
/// appears in no description or error.
public struct TicketmasterClient: NearbyEventSource, CustomStringConvertible {
    private let baseURL: URL
    private let key: APIKey
    private let transport: any HTTPTransport
    private let timeZone: TimeZone

    /// A client for the API at `baseURL` with `key`; "tonight" ends at midnight in `timeZone`.
    public init(
        baseURL: URL = TicketmasterEndpoint.defaultBaseURL, key: APIKey, transport: any HTTPTransport,
        timeZone: TimeZone = TimeZone(identifier: "America/Los_Angeles")!
    ) {
        self.baseURL = baseURL
        self.key = key
        self.transport = transport
        self.timeZone = timeZone
    }

    public var description: String { "Ticketmaster client at \(baseURL.absoluteString), key <redacted>" }

    public func events(near station: CaltrainStation, radiusMiles: Int, on instant: Date) async throws -> [NearbyEvent] {
        guard let latitude = station.latitude, let longitude = station.longitude else { return [] }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let midnight = calendar.startOfDay(for: instant).addingTimeInterval(86_400)
        guard
            let url = TicketmasterEndpoint.events(
                latitude: latitude, longitude: longitude, radiusMiles: radiusMiles, from: instant, until: midnight, key: key,
                baseURL: baseURL)
        else { throw UpstreamError.unreachable(reason: "invalid Ticketmaster base URL") }
        let response = try await UpstreamCall.send(HTTPRequest(url: url), through: transport, now: instant)
        return try UpstreamCall.decode(TicketmasterWire.Search.self, response).events.compactMap(\.event)
    }
}
