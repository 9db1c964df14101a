import HongKongBus
import Hummingbird
import NextStopCore

/// Live arrivals: at one stop (optionally one route), and a batch for a favourites list.
struct ArrivalsController {
    let live: LiveNetwork

    func addRoutes(to group: RouterGroup<APIRequestContext>) {
        group.get("stops/{id}/arrivals") { request, context in
            try await stopArrivals(request, context: context, from: live.current)
        }
        group.post("arrivals") { request, context in try await batch(request, context: context, from: live.current) }
    }

    private func stopArrivals(_ request: Request, context: APIRequestContext, from served: ServedNetwork) async throws
        -> Response
    {
        let stopID = context.parameters.get("id") ?? ""
        guard let stop = served.network.stop(stopID) else { throw APIError(ArrivalsError.unknownStop(stopID)) }
        let route = QueryReader(request).string("route").flatMap { $0.isEmpty ? nil : $0 }
        return try .json(ArrivalsJSON(stop: stop, arrivals: await served.arrivals.arrivals(atStop: stopID, route: route)))
    }

    private func batch(_ request: Request, context: APIRequestContext, from served: ServedNetwork) async throws
        -> Response
    {
        let body = try await request.decodeJSON(ArrivalsBatchRequestJSON.self, context: context)
        guard body.requests.count <= ArrivalsBatchRequestJSON.maxRequests else {
            throw APIError(
                .badRequest, "A batch holds at most \(ArrivalsBatchRequestJSON.maxRequests) requests.",
                field: "requests")
        }
        let requests = body.requests.map { ArrivalRequest(stopID: $0.stopID, route: $0.route) }
        let answers = await served.arrivals.arrivals(for: requests)
        let results = requests.map { request in
            var result = ArrivalsBatchJSON.Result(stopID: request.stopID, route: request.route)
            switch answers[request] {
            case .success(let answer)?:
                result.arrivals = served.network.stop(request.stopID).map { ArrivalsJSON(stop: $0, arrivals: answer) }
            case .failure(let error)?:
                result.error = APIError(error).message
                if case .notAnswering(let outages) = error as? ArrivalsError { result.notAnswering = outages }
            case nil:
                result.error = APIError(.internalServerError, "No answer was given.").message
            }
            return result
        }
        return try .json(ArrivalsBatchJSON(results: results))
    }
}
