import Foundation
import HongKongBus
import NextStopCore
import NextStopDataset

/// The delta file: `{"dataset", "from_version", "to_version", "from_sha256", "to_sha256", "stops": [stop rows],
/// "removed_stops": [ids], "routes": [route rows with stop ids], "removed_routes": ["KMB:1:O:1", …]}`, rows as in
/// the dataset file.
extension NetworkDelta: Codable {
    enum CodingKeys: String, CodingKey {
        case dataset, stops, routes
        case fromVersion = "from_version"
        case toVersion = "to_version"
        case fromSHA256 = "from_sha256"
        case toSHA256 = "to_sha256"
        case removedStopIDs = "removed_stops"
        case removedRouteKeys = "removed_routes"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        dataset = try container.decode(String.self, forKey: .dataset)
        fromVersion = try container.decode(Int.self, forKey: .fromVersion)
        toVersion = try container.decode(Int.self, forKey: .toVersion)
        fromSHA256 = try container.decode(String.self, forKey: .fromSHA256)
        toSHA256 = try container.decode(String.self, forKey: .toSHA256)
        stops = try container.decode([CompactStop].self, forKey: .stops)
        removedStopIDs = try container.decode([String].self, forKey: .removedStopIDs)
        routes = try container.decode([CompactRoute<String>].self, forKey: .routes).map {
            RouteVariant(key: $0.key, origin: $0.origin, destination: $0.destination, stopIDs: $0.stops)
        }
        removedRouteKeys = try container.decode([String].self, forKey: .removedRouteKeys).map { text in
            guard let key = RouteKey(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .removedRouteKeys, in: container, debugDescription: "\(text) is not a route key")
            }
            return key
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(dataset, forKey: .dataset)
        try container.encode(fromVersion, forKey: .fromVersion)
        try container.encode(toVersion, forKey: .toVersion)
        try container.encode(fromSHA256, forKey: .fromSHA256)
        try container.encode(toSHA256, forKey: .toSHA256)
        try container.encode(stops, forKey: .stops)
        try container.encode(removedStopIDs, forKey: .removedStopIDs)
        try container.encode(routes.map { CompactRoute(route: $0, stops: $0.stopIDs) }, forKey: .routes)
        try container.encode(removedRouteKeys.map(\.description), forKey: .removedRouteKeys)
    }

    /// The delta file's bytes (compact JSON, sorted keys).
    func encoded() throws -> Data { try APIJSON.encoder(pretty: false).encode(self) }

    /// Reads a delta file.
    static func decode(_ data: Data) throws -> NetworkDelta { try APIJSON.decoder().decode(Self.self, from: data) }
}
