import Foundation
import HongKongBus
import NextStopCore

/// A favourite as the API shows it, with its stop and route described for display.
struct FavouriteJSON: Encodable {
    var id: Int64
    var categoryID: Int64?
    var stopID: String
    var routeKey: String?
    var position: Int
    var createdAt: Date
    /// The stop, when the network still has it.
    var stop: StopJSON?
    /// The route variant, when the favourite has one and the network still has it.
    var route: RouteJSON?

    /// The favourite's bus stop and route, or `nil` for another system's favourite, which this list does not show.
    init?(_ favourite: Favourite, in network: TransitNetwork) {
        guard let bus = BusFavourite(favourite.item) else { return nil }
        id = favourite.id.rawValue
        categoryID = favourite.categoryID?.rawValue
        stopID = bus.stopID
        routeKey = bus.route?.description
        position = favourite.position
        createdAt = favourite.createdAt
        stop = network.stop(bus.stopID).map(StopJSON.init)
        route = bus.route.flatMap(network.route).map(RouteJSON.init)
    }

    enum CodingKeys: String, CodingKey {
        case id, position, stop, route
        case categoryID = "category_id"
        case stopID = "stop_id"
        case routeKey = "route_key"
        case createdAt = "created_at"
    }
}
