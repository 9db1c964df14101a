import Caltrain
import Foundation
import NextStopCore

/// Finds events near a station with Ticketmaster's Discovery API. Throws only `UpstreamError`; the key appears in no
/// description or error.
public struct TicketmasterClient: NearbyEventSource, CustomStringConvertible {
    private let baseURL: URL
    private let key: APIKey
    private let transport: any HTTPTransport

    /// A client for the API at `baseURL` with `key`.
    public init(baseURL: URL = TicketmasterEndpoint.defaultBaseURL, key: APIKey, transport: any HTTPTransport) {
        self.baseURL = baseURL
        self.key = key
        self.transport = transport
    }

    public var description: String { "Ticketmaster client at \(baseURL.absoluteString), key <redacted>" }

    public func events(near station: CaltrainStation, radiusMiles: Int, in period: Range<Date>) async throws
        -> [NearbyEvent]
    {
        guard let latitude = station.latitude, let longitude = station.longitude else { return [] }
        guard
            let url = TicketmasterEndpoint.events(
                latitude: latitude, longitude: longitude, radiusMiles: radiusMiles, from: period.lowerBound,
                until: period.upperBound, key: key, baseURL: baseURL)
        else { throw UpstreamError.unreachable(reason: "invalid Ticketmaster base URL") }
        let response = try await UpstreamCall.send(HTTPRequest(url: url), through: transport)
        return try UpstreamCall.decode(TicketmasterWire.Search.self, response).events.compactMap(\.event)
    }
}
