import Foundation
import HongKongBus
import Hummingbird
import NextStopCore

/// Route search, route detail, nearby and stop search: the queries answered from the network alone (nearby may
/// add arrivals).
struct NetworkController {
    /// The most results one query may ask for.
    static let maxLimit = 200

    let live: LiveNetwork

    func addRoutes(to group: RouterGroup<APIRequestContext>) {
        group.get("routes") { request, _ in try searchRoutes(request, in: live.current.network) }
        group.get("routes/{key}") { request, context in
            try routeDetail(request, context: context, in: live.current.network)
        }
        group.get("nearby") { request, _ in try await nearby(request, from: live.current) }
        group.get("stops") { request, _ in try searchStops(request, in: live.current.network) }
        group.get("stops/{id}") { _, context in try stopDetail(context, in: live.current.network) }
    }

    private func searchRoutes(_ request: Request, in network: TransitNetwork) throws -> Response {
        let prefix = QueryReader(request).string("prefix") ?? ""
        return try .json(RouteSearchJSON(network.routes(matching: prefix)))
    }

    private func routeDetail(_ request: Request, context: APIRequestContext, in network: TransitNetwork) throws -> Response {
        let text = context.parameters.get("key").map { $0.removingPercentEncoding ?? $0 } ?? ""
        guard let key = RouteKey(text) else {
            throw APIError(.badRequest, "A route key looks like KMB:1:O:1.", field: "key")
        }
        let near = try QueryReader(request).coordinate("near")
        do {
            return try .json(RouteDetailJSON(network.routeDetail(key, near: near)))
        } catch {
            throw APIError(error).renamingField(["latitude": "near", "longitude": "near", "route": "key"])
        }
    }

    private func nearby(_ request: Request, from served: ServedNetwork) async throws -> Response {
        let network = served.network
        let query = QueryReader(request)
        let location = Coordinate(latitude: try query.requiredDouble("lat"), longitude: try query.requiredDouble("lon"))
        let radius = try query.double("radius")
        let limit = try query.int("limit", in: 1...Self.maxLimit) ?? 50
        let result: NearbyResult
        do {
            result = try network.nearby(location, radius: radius, limit: limit)
        } catch {
            throw APIError(error).renamingField(["latitude": "lat", "longitude": "lon"])
        }
        var answer = NearbyJSON(result, in: network)
        if query.flag("routes") { answer.attachServingRoutes(from: result, in: network) }
        if query.flag("arrivals") {
            answer.attach(await served.arrivals.arrivals(for: NearbyJSON.arrivalRequests(for: result)), from: result)
        }
        return try .json(answer)
    }

    private func searchStops(_ request: Request, in network: TransitNetwork) throws -> Response {
        let query = QueryReader(request)
        let text = try query.required("q")
        let limit = try query.int("limit", in: 1...Self.maxLimit) ?? 50
        do {
            return try .json(StopSearchJSON(query: text, matches: network.searchStops(text, limit: limit), in: network))
        } catch {
            throw APIError(error).renamingField(["query": "q"])
        }
    }

    private func stopDetail(_ context: APIRequestContext, in network: TransitNetwork) throws -> Response {
        let id = context.parameters.get("id") ?? ""
        guard let stop = network.stop(id) else {
            throw APIError(.notFound, "stop \(id.quotedInError) is not in the network", field: "id")
        }
        return try .json(StopDetailJSON(stop: stop, visits: network.visits(atStop: id)))
    }
}
