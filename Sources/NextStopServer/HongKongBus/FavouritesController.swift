import Foundation
import HongKongBus
import Hummingbird
import NextStopCore

/// A device's favourites and categories; every route runs behind `DeviceMiddleware`, so the store sees only the
/// caller's owner.
struct FavouritesController {
    let live: LiveNetwork
    let favourites: any FavouritesStore
    let timeSource: any TimeSource

    func addRoutes(to group: RouterGroup<APIRequestContext>) {
        group.get("favourites") { _, context in try await list(for: context.device?.owner) }
        group.post("favourites") { request, context in try await add(request, context: context) }
        group.post("favourites/reorder") { request, context in try await reorder(request, context: context) }
        group.patch("favourites/{id}") { request, context in try await move(request, context: context) }
        group.delete("favourites/{id}") { _, context -> Response in
            try await favourites.deleteFavourite(try context.pathID(), for: try context.owner(else: "favourite"))
            return Response(status: .noContent)
        }
        group.post("categories") { request, context -> Response in
            let body = try await request.decodeJSON(CategoryNameJSON.self, context: context)
            let category = try await favourites.createCategory(
                named: body.name, for: try context.writer(at: timeSource.now()))
            return try .json(CategoryJSON(category), status: .created)
        }
        group.patch("categories/{id}") { request, context -> Response in
            let body = try await request.decodeJSON(CategoryNameJSON.self, context: context)
            let category = try await favourites.renameCategory(
                try context.pathID(), to: body.name, for: try context.owner(else: "category"))
            return try .json(CategoryJSON(category))
        }
        group.delete("categories/{id}") { _, context -> Response in
            try await favourites.deleteCategory(try context.pathID(), for: try context.owner(else: "category"))
            return Response(status: .noContent)
        }
        group.post("categories/reorder") { request, context -> Response in
            let body = try await request.decodeJSON(CategoryOrderJSON.self, context: context)
            // A device that saved nothing has no category: only the empty order lists all of them.
            guard let owner = context.device?.owner else {
                guard body.ids.isEmpty else { throw FavouritesError.notFound("category") }
                return try await list(for: nil)
            }
            try await favourites.reorderCategories(body.ids.map(FavouriteCategory.ID.init), for: owner)
            return try await list(for: owner)
        }
    }

    /// The owner's whole list, as `GET /favourites` answers it; a device that never saved anything has none.
    func list(for owner: OwnerID?) async throws -> Response {
        var categories: [FavouriteCategory] = []
        var saved: [Favourite] = []
        if let owner {
            categories = try await favourites.categories(of: owner)
            saved = try await favourites.favourites(of: owner)
        }
        let network = live.current.network
        return try .json(
            FavouritesListJSON(
                categories: categories.map(CategoryJSON.init),
                favourites: saved.compactMap { FavouriteJSON($0, in: network) }))
    }

    private func add(_ request: Request, context: APIRequestContext) async throws -> Response {
        let body = try await request.decodeJSON(NewFavouriteJSON.self, context: context)
        let network = live.current.network
        guard network.stop(body.stopID) != nil else {
            throw APIError(.notFound, "stop \(body.stopID.quotedInError) is not in the network", field: "stop_id")
        }
        var route: RouteKey?
        if let text = body.routeKey {
            guard let key = RouteKey(text) else {
                throw APIError(.badRequest, "A route key looks like KMB:1:O:1.", field: "route_key")
            }
            guard let variant = network.route(key) else {
                throw APIError(.notFound, "route \(key) is not in the network", field: "route_key")
            }
            guard variant.stopIDs.contains(body.stopID) else {
                throw APIError(.badRequest, "route \(key) does not call at stop \(body.stopID.quotedInError)", field: "route_key")
            }
            route = key
        }
        let favourite = try await favourites.addFavourite(
            NewFavourite(
                item: BusFavourite(stopID: body.stopID, route: route).item,
                categoryID: body.categoryID.map(FavouriteCategory.ID.init)),
            for: try context.writer(at: timeSource.now()), at: timeSource.now())
        return try .json(try Self.busJSON(favourite, in: network), status: .created)
    }

    private func reorder(_ request: Request, context: APIRequestContext) async throws -> Response {
        let body = try await request.decodeJSON(ReorderJSON.self, context: context)
        // A device that saved nothing has no favourite and no category: only the empty order of its list matches.
        guard let owner = context.device?.owner else {
            if body.categoryID != nil { throw FavouritesError.notFound("category") }
            guard body.ids.isEmpty else { throw FavouritesError.notFound("favourite") }
            return try await list(for: nil)
        }
        try await favourites.reorderFavourites(
            body.ids.map(Favourite.ID.init), in: body.categoryID.map(FavouriteCategory.ID.init), for: owner)
        return try await list(for: owner)
    }

    private func move(_ request: Request, context: APIRequestContext) async throws -> Response {
        let body = try await request.decodeJSON(MoveFavouriteJSON.self, context: context)
        let moved = try await favourites.moveFavourite(
            try context.pathID(), to: body.categoryID.map(FavouriteCategory.ID.init), at: body.position,
            for: try context.owner(else: "favourite"))
        return try .json(try Self.busJSON(moved, in: live.current.network))
    }

    /// A bus favourite as the API shows it; another system's favourite is not found here.
    private static func busJSON(_ favourite: Favourite, in network: TransitNetwork) throws -> FavouriteJSON {
        guard let json = FavouriteJSON(favourite, in: network) else { throw FavouritesError.notFound("favourite") }
        return json
    }
}
