import Foundation
import HongKongBus
import Hummingbird
import NextStopCore

/// `GET /api/v1/trips?from=&to=`: the bus routes from one place or stop to another, with the next departures of each
/// option's first bus when `arrivals=1`.
struct TripController {
    /// The most options one query may ask for.
    static let maxLimit = 20

    let live: LiveNetwork

    func addRoutes(to group: RouterGroup<APIRequestContext>) {
        group.get("trips") { request, _ in try await trips(request, from: live.current) }
    }

    private func trips(_ request: Request, from served: ServedNetwork) async throws -> Response {
        let query = QueryReader(request)
        let network = served.network
        let from = try end(query, "from", in: network)
        let to = try end(query, "to", in: network)
        let limit = try query.int("limit", in: 1...Self.maxLimit) ?? 5
        let plan = try network.trips(from: from, to: to, limit: limit)
        var answer = TripPlanJSON(plan, in: network)
        if query.flag("arrivals") {
            answer.attach(await served.arrivals.arrivals(for: TripPlanJSON.arrivalRequests(for: plan)))
        }
        return try .json(answer)
    }

    /// A trip end: `LAT,LON`, else a stop id the network knows (404 otherwise), or `group:` and one for the stops of
    /// its name around it.
    private func end(_ query: QueryReader, _ name: String, in network: TransitNetwork) throws -> TripEnd {
        let text = try query.required(name)
        let written = TripEnd(stopWritten: text)
        if case .stop? = written, text.contains(",") { return .place(try query.coordinate(name)!) }
        guard let end = written, let id = end.stopID, network.stop(id) != nil else {
            throw APIError(.notFound, "stop \((written?.stopID ?? text).quotedInError) is not in the network", field: name)
        }
        return end
    }
}
