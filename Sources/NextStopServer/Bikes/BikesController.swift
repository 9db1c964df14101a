import Bikes
import Foundation
import Hummingbird
import NextStopCore

/// `GET /api/v1/bikes/{system}/near`, `…/search` and `…/docks/{id}`: docks from the poller's latest snapshot, with
/// its age; 503 until the first one.
struct BikesController {
    let place: BikesPlace
    let feed: DockFeed
    let timeSource: any TimeSource

    /// Adds the routes to `api`, the system's group.
    func addRoutes(to api: RouterGroup<APIRequestContext>) {
        api.get("near") { request, _ -> Response in
            let query = QueryReader(request)
            let point = try Self.point(query)
            let limit = try query.int("limit", in: 1...100) ?? 10
            let (snapshot, status) = try current()
            let docks = snapshot.docks(near: point, limit: limit).map(DockJSON.init)
            return try .json(DocksAnswerJSON(docks: docks, status: status))
        }
        api.get("search") { request, _ -> Response in
            let query = QueryReader(request)
            let text = try query.required("q")
            let limit = try query.int("limit", in: 1...100) ?? 20
            let near = try query.coordinate("near")
            let (snapshot, status) = try current()
            let docks = snapshot.docks(named: text, limit: limit, from: near).map {
                DockJSON($0, metres: near.map($0.coordinate.distance(to:)))
            }
            return try .json(DocksAnswerJSON(docks: docks, status: status))
        }
        api.get("docks/{id}") { _, context -> Response in
            let id = try context.parameters.require("id")
            let (snapshot, status) = try current()
            guard let dock = snapshot.dock(id: id) else {
                throw APIError(.notFound, "dock \(id.quotedInError) is not in \(place.source)'s list", field: "id")
            }
            return try .json(DockAnswerJSON(dock: DockJSON(dock), status: status))
        }
    }

    /// The snapshot served now and its state; 503 before the first fetch.
    func current() throws -> (DockSnapshot, DockFeedStatus) {
        guard let snapshot = feed.snapshot, let status = feed.status(at: timeSource.now()) else {
            throw APIError(.serviceUnavailable, "\(place.source)'s dock counts are not available on this server yet.")
        }
        return (snapshot, status)
    }

    /// `lat` and `lon`: both required, decimal and in range.
    static func point(_ query: QueryReader) throws -> Coordinate {
        let latitude = try query.requiredDouble("lat")
        let longitude = try query.requiredDouble("lon")
        guard (-90...90).contains(latitude) else {
            throw APIError(.badRequest, "lat must be a latitude from -90 to 90.", field: "lat")
        }
        guard (-180...180).contains(longitude) else {
            throw APIError(.badRequest, "lon must be a longitude from -180 to 180.", field: "lon")
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}
