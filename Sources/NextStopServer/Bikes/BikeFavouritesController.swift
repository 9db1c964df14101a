import Bikes
import Foundation
import Hummingbird
import NextStopCore

/// A device's favourite docks, kept in the shared favourites store (uncategorised, beside the bus favourites, and
/// reached from every linked device): list with alerts, add, remove, and the order arranged by hand.
struct BikeFavouritesController {
    let docks: BikesController
    /// The bike system's key in the favourites store.
    let favouritesKey: String
    let favourites: any FavouritesStore
    let watches: ShortageWatches
    let timeSource: any TimeSource

    func addRoutes(to group: RouterGroup<APIRequestContext>) {
        group.get { request, context in try await list(request, context: context) }
        group.post { request, context -> Response in
            let body = try await request.decodeJSON(NewBikeFavouriteJSON.self, context: context)
            let (snapshot, _) = try docks.current()
            guard snapshot.dock(id: body.dockID) != nil else {
                throw APIError(
                    .notFound, "dock \(body.dockID.quotedInError) is not in \(docks.place.source)'s list", field: "dock_id")
            }
            let now = timeSource.now()
            _ = try await favourites.addFavourite(
                NewFavourite(item: BikeFavourite(system: favouritesKey, dockID: body.dockID).item, label: body.label),
                for: try context.writer(at: now), at: now)
            return try await list(request, context: context, owner: nil, status: .created)
        }
        group.delete("{id}") { _, context -> Response in
            let id = try Self.favouriteID(context)
            let owner = try context.owner(else: "favourite")
            guard try await saved(of: owner).contains(where: { $0.id == id }) else {
                throw FavouritesError.notFound("favourite")
            }
            try await favourites.deleteFavourite(id, for: owner)
            return Response(status: .noContent)
        }
        group.put("{id}/alerts") { request, context -> Response in
            let id = try Self.favouriteID(context)
            let levels = try await request.decodeJSON(ShortageThresholdsJSON.self, context: context).thresholds()
            _ = try docks.current()
            let owner = try context.owner(else: "favourite")
            guard try await saved(of: owner).contains(where: { $0.id == id }) else {
                throw FavouritesError.notFound("favourite")
            }
            _ = try await favourites.setFavouriteSettings(levels.settings, of: id, for: owner)
            // No list in the answer: a list would report (and so spend) the shortages the new levels begin, which
            // the favourites page is there to show.
            return Response(status: .noContent)
        }
        group.post("reorder") { request, context -> Response in
            let body = try await request.decodeJSON(BikeOrderJSON.self, context: context)
            let owner = try context.owner(else: "favourite")
            try await reorder(body.ids.map(Favourite.ID.init), for: owner)
            return try await list(request, context: context, owner: owner)
        }
    }

    /// The owner's bikes favourites in `sort` order (`distance` from `near`, `name`, `manual`), with the shortages
    /// that began since the owner last looked, each kind at the favourite's own threshold.
    private func list(
        _ request: Request, context: APIRequestContext, owner known: OwnerID? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let query = QueryReader(request)
        let viewer = try query.coordinate("near")
        guard let order = FavouriteOrder(rawValue: query.string("sort") ?? "distance") else {
            throw APIError(.badRequest, "sort must be distance, name or manual.", field: "sort")
        }
        let (snapshot, feedStatus) = try docks.current()
        var owner = known
        if owner == nil, let device = context.device { owner = try await favourites.owner(ofDevice: device.tokenHash) }
        var rows: [FavouriteDock] = []
        var alerts: [ShortageAlert] = []
        if let owner {
            rows = snapshot.favouriteDocks(try await saved(of: owner), of: favouritesKey, from: viewer, order: order)
            alerts = await watches.alerts(for: owner, favourites: rows, in: snapshot, at: timeSource.now())
        }
        let answer = FavouriteDocksJSON(favourites: rows, alerts: alerts, order: order, status: feedStatus)
        return try .json(answer, status: status)
    }

    private static func favouriteID(_ context: APIRequestContext) throws -> Favourite.ID {
        guard let id = context.parameters.get("id").flatMap(Favourite.ID.init) else {
            throw APIError(.badRequest, "id must be a whole number.", field: "id")
        }
        return id
    }

    /// The owner's bikes favourites, in their saved order.
    private func saved(of owner: OwnerID) async throws -> [Favourite] {
        try await favourites.favourites(of: owner).filter { BikeFavourite($0.item, system: favouritesKey) != nil }
    }

    /// Puts the owner's favourites of this bike system in `ids` order, which must list each once; other systems'
    /// uncategorised favourites keep their places.
    private func reorder(_ ids: [Favourite.ID], for owner: OwnerID) async throws {
        let all = try await favourites.favourites(of: owner).filter { $0.categoryID == nil }
        let bikes = all.filter { BikeFavourite($0.item, system: favouritesKey) != nil }
        guard ids.count == bikes.count, Set(ids) == Set(bikes.map(\.id)) else {
            throw APIError(.badRequest, "ids must list each of the bikes favourites once.", field: "ids")
        }
        var next = ids.makeIterator()
        let order = all.map { favourite in
            BikeFavourite(favourite.item, system: favouritesKey) == nil ? favourite.id : next.next()!
        }
        try await favourites.reorderFavourites(order, in: nil, for: owner)
    }
}

/// `POST /api/v1/bikes/favourites`: the dock to save and an optional label.
struct NewBikeFavouriteJSON: Decodable {
    var dockID: String
    var label: String?

    enum CodingKeys: String, CodingKey {
        case label
        case dockID = "dock_id"
    }
}

/// `PUT /api/v1/bikes/favourites/{id}/alerts`: the count of bikes, e-bikes and spaces at or below which the dock
/// alerts; a kind left out or `null` is not watched.
struct ShortageThresholdsJSON: Decodable {
    var bikes: Int?
    var ebikes: Int?
    var spaces: Int?

    /// The thresholds asked for, or a 400 naming the first level out of range.
    func thresholds() throws -> ShortageThresholds {
        let levels: [(DockResource, Int?)] = [(.bikes, bikes), (.eBikes, ebikes), (.spaces, spaces)]
        let range = ShortageThresholds.levels
        for case (let resource, let level?) in levels where !range.contains(level) {
            throw APIError(
                .badRequest, "\(resource.rawValue) must be \(range.lowerBound) to \(range.upperBound), or null.",
                field: resource.rawValue)
        }
        return ShortageThresholds(
            Dictionary(uniqueKeysWithValues: levels.compactMap { resource, level in level.map { (resource, $0) } }))
    }
}

/// `POST /api/v1/bikes/favourites/reorder`: every bikes favourite's id, in the new order.
struct BikeOrderJSON: Decodable {
    var ids: [Int64]
}
