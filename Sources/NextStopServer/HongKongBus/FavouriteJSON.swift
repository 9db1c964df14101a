import Foundation
import HongKongBus
import NextStopCore

/// A favourite as the API shows it, with its stop and route described for display.
struct FavouriteJSON: JSONWritable {
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
    /// A whole-stop favourite's heading (the stop most of its buses call at next), as stop search and nearby give it.
    var towards: LocalizedText?

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
        towards = bus.route == nil ? network.heading(ofStop: bus.stopID)?.name : nil
    }

    /// Writes the favourite; a missing category, route key, stop, route or heading is left out.
    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("category_id", ifPresent: categoryID)
            object.member("created_at", createdAt)
            object.member("id", id)
            object.member("position", position)
            object.member("route", ifPresent: route)
            object.member("route_key", ifPresent: routeKey)
            object.member("stop", ifPresent: stop)
            object.member("stop_id", stopID)
            object.member("towards", ifPresent: towards)
        }
    }
}
