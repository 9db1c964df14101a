import HongKongBus
import NextStopCore
import NextStopDataset

/// Counts that describe a dataset at a glance.
public struct BusNetworkSummary: Sendable, Hashable, Codable {
    public var totalRoutes: Int
    public var totalStops: Int
    public var totalRouteStops: Int
    public var companies: [String]

    public init(totalRoutes: Int, totalStops: Int, totalRouteStops: Int, companies: [String]) {
        self.totalRoutes = totalRoutes
        self.totalStops = totalStops
        self.totalRouteStops = totalRouteStops
        self.companies = companies
    }

    /// The summary of a network.
    public init(network: BusNetwork) {
        self.init(
            totalRoutes: network.routes.count,
            totalStops: network.stops.count,
            totalRouteStops: network.routeStopCount,
            companies: network.companies.map(\.rawValue)
        )
    }

    enum CodingKeys: String, CodingKey {
        case totalRoutes = "total_routes"
        case totalStops = "total_stops"
        case totalRouteStops = "total_route_stops"
        case companies
    }
}
