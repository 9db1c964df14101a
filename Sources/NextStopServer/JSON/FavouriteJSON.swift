import Foundation
import NextStopCore
import NextStopServices

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

    init(_ favourite: Favourite, in network: TransitNetwork) {
        id = favourite.id.rawValue
        categoryID = favourite.categoryID?.rawValue
        stopID = favourite.stopID
        routeKey = favourite.route?.description
        position = favourite.position
        createdAt = favourite.createdAt
        stop = network.stop(favourite.stopID).map(StopJSON.init)
        route = favourite.route.flatMap(network.route).map(RouteJSON.init)
    }

    enum CodingKeys: String, CodingKey {
        case id, position, stop, route
        case categoryID = "category_id"
        case stopID = "stop_id"
        case routeKey = "route_key"
        case createdAt = "created_at"
    }
}
