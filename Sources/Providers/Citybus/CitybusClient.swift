import Foundation
import HongKongBus
import NextStopCore

/// Reads Citybus's open data: the route list, one direction's stops, single stops and arrivals.
///
/// Every method throws only `UpstreamError` (or `CancellationError`). List methods skip records that do not
/// decode; the `…Report` variants say how many were skipped.
public struct CitybusClient: Sendable {
    private let upstream: BusOperatorUpstream

    /// A client for the API at `baseURL`, sending every request through `transport`, with at most
    /// `maxConcurrentArrivalCalls` arrivals calls in flight. Each call's budget, retries included, is
    /// `arrivalsTimeout` seconds for arrivals (a rider waits on them) and `timeout` for the rest.
    public init(
        baseURL: URL = CitybusEndpoint.defaultBaseURL, transport: any HTTPTransport, timeout: Double = 30,
        arrivalsTimeout: Double = 4, maxConcurrentArrivalCalls: Int = 8
    ) {
        upstream = BusOperatorUpstream(
            baseURL: baseURL, transport: transport, timeout: timeout, arrivalsTimeout: arrivalsTimeout,
            maxConcurrentArrivalCalls: maxConcurrentArrivalCalls)
    }

    /// Both directions of every route number (`/route/CTB`): outbound as listed, inbound reversed.
    ///
    /// Some routes run one way only; callers keep the directions that have stops (API-NOTES §Citybus 2).
    public func routes() async throws -> [RouteSummary] { try await routesReport().records }

    /// Both directions of every route number, with the count of route records left out as malformed.
    public func routesReport() async throws -> DecodingReport<RouteSummary> {
        try await upstream.json.list(CitybusEndpoint.routes.path, of: CitybusWire.RouteRecord.self)
            .mapRecords { $0.flatMap(\.summaries) }
    }

    /// The stops of one direction of a route (`/route-stop/CTB/{route}/{direction}`), in the upstream's order.
    public func routeStops(route: String, direction: Direction) async throws -> [RouteStopRow] {
        try await routeStopsReport(route: route, direction: direction).records
    }

    /// The stops of one direction of a route, with the count of records left out as malformed.
    public func routeStopsReport(route: String, direction: Direction) async throws -> DecodingReport<RouteStopRow> {
        let endpoint = CitybusEndpoint.routeStops(route: route, direction: direction)
        return try await upstream.json.list(endpoint.path, of: CitybusWire.RouteStopRecord.self)
            .mapRecords { $0.map(\.row) }
    }

    /// One stop (`/stop/{stop}`), or nil when Citybus answers `data: {}`.
    public func stop(id: String) async throws -> Stop? {
        try await upstream.json.record(CitybusEndpoint.stop(id: id).path, of: CitybusWire.StopRecord.self)?.stop
    }

    /// Arrivals of a route at a stop in both directions (`/eta/CTB/{stop}/{route}`); empty, not an error, for a
    /// route that does not call there (API-NOTES §Citybus 7). Rows that do not decode are left out.
    public func eta(stopID: String, route: String) async throws -> [UpstreamArrival] {
        try await etaAnswer(stopID: stopID, route: route).rows
    }

    private func etaAnswer(stopID: String, route: String) async throws -> ArrivalAnswer {
        let endpoint = CitybusEndpoint.eta(stopID: stopID, route: route)
        let (records, age) = try await upstream.arrivals(endpoint.path, of: CitybusWire.ETARecord.self)
        return ArrivalAnswer(rows: records.map(\.arrival), age: age)
    }
}

extension CitybusClient: ArrivalSource {
    public var company: Company { .ctb }

    /// Citybus answers one route at a stop per call, both directions (API-NOTES §Citybus 5).
    public func call(forRoute route: String, atStop stopID: String) -> ArrivalCall {
        ArrivalCall(company: .ctb, stopID: stopID, route: route)
    }

    public func arrivals(for call: ArrivalCall) async throws -> ArrivalAnswer {
        guard let route = call.route else { preconditionFailure("every Citybus call names its route: \(call)") }
        return try await upstream.bounded { try await etaAnswer(stopID: call.stopID, route: route) }
    }
}
