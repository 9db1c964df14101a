import Foundation
import GTFS
import NextStopCore

/// Any agency's GTFS-Realtime feeds (TripUpdates, Alerts, VehiclePositions; protobuf) fetched from the URLs its
/// configuration names, with its API key sent as the header or query parameter the agency asks for.
public struct GTFSRealtimeClient: Sendable, CustomStringConvertible {
    /// How an agency wants its key.
    public enum KeyPlacement: Sendable, Hashable {
        /// In a request header (`x-api-key`).
        case header(String)
        /// In a query parameter (`api_key`).
        case query(String)
    }

    let transport: any HTTPTransport
    let key: APIKey?
    let placement: KeyPlacement?
    let timeout: TimeInterval
    let time: any TimeSource

    public init(
        transport: any HTTPTransport, key: APIKey? = nil, placement: KeyPlacement? = nil, timeout: TimeInterval = 10,
        time: any TimeSource = SystemTimeSource()
    ) {
        self.transport = transport
        self.key = key
        self.placement = placement
        self.timeout = timeout
        self.time = time
    }

    public var description: String { "GTFS-Realtime client, key \(key == nil ? "none" : "<redacted>")" }

    /// The trip updates at `url`, read by the boards' own reader. Throws as `feed(at:)`.
    public func tripUpdates(at url: URL) async throws -> TripUpdates {
        try await fetch(url).reading(TripUpdates.init(protobuf:))
    }

    /// The feed at `url` (alerts, vehicle positions). Throws `UpstreamError` (a status, an unreachable host, bytes that
    /// are not a feed), which never carries the URL or the key.
    public func feed(at url: URL) async throws -> GTFSRealtimeFeed {
        try await fetch(url).reading(GTFSRealtimeFeed.init(protobuf:))
    }

    private func fetch(_ url: URL) async throws -> HTTPResponse {
        var request = HTTPRequest(url: url, timeout: timeout, maxBodyBytes: 64 * 1_024 * 1_024)
        if let key, let placement {
            switch placement {
            case .header(let name): request.headers[name] = key.secret
            case .query(let name):
                guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
                    throw UpstreamError.unreachable(reason: "invalid GTFS-Realtime URL")
                }
                parts.queryItems = (parts.queryItems ?? []) + [URLQueryItem(name: name, value: key.secret)]
                guard let keyed = parts.url else { throw UpstreamError.unreachable(reason: "invalid GTFS-Realtime URL") }
                request.url = keyed
            }
        }
        return try await UpstreamCall.send(request, through: transport, now: time.now())
    }
}
