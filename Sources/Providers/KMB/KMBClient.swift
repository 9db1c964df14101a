import Foundation
import HongKongBus
import NextStopCore

/// Reads KMB's open data: the route, stop and route-stop lists, single stops and arrivals.
///
/// Every method throws only `UpstreamError` (or `CancellationError`). List methods skip records that do not
/// decode; the `…Report` variants say how many were skipped.
public struct KMBClient: Sendable {
    private let upstream: BusOperatorUpstream

    /// A client for the API at `baseURL`, sending every request through `transport`, with at most
    /// `maxConcurrentArrivalCalls` arrivals calls in flight. Each call's budget, retries included, is
    /// `arrivalsTimeout` seconds for arrivals (a rider waits on them) and `timeout` for the rest.
    public init(
        baseURL: URL = KMBEndpoint.defaultBaseURL, transport: any HTTPTransport, timeout: Double = 30,
        arrivalsTimeout: Double = 4, maxConcurrentArrivalCalls: Int = 8
    ) {
        upstream = BusOperatorUpstream(
            baseURL: baseURL, transport: transport, timeout: timeout, arrivalsTimeout: arrivalsTimeout,
            maxConcurrentArrivalCalls: maxConcurrentArrivalCalls)
    }

    /// Every route variant (`/route`).
    public func routes() async throws -> [RouteSummary] { try await routesReport().records }

    /// Every route variant (`/route`), with the count of records left out as malformed.
    public func routesReport() async throws -> DecodingReport<RouteSummary> {
        try await upstream.json.list(KMBEndpoint.routes.path, of: KMBWire.RouteRecord.self)
            .mapRecords { $0.map(\.summary) }
    }

    /// Every stop (`/stop`).
    public func stops() async throws -> [Stop] { try await stopsReport().records }

    /// Every stop (`/stop`), with the count of records left out as malformed.
    public func stopsReport() async throws -> DecodingReport<Stop> {
        try await upstream.json.list(KMBEndpoint.stops.path, of: KMBWire.StopRecord.self).mapRecords { $0.map(\.stop) }
    }

    /// Every stop of every route variant (`/route-stop`), in the upstream's order.
    public func routeStops() async throws -> [RouteStopRow] { try await routeStopsReport().records }

    /// Every stop of every route variant (`/route-stop`), with the count of records left out as malformed.
    public func routeStopsReport() async throws -> DecodingReport<RouteStopRow> {
        try await upstream.json.list(KMBEndpoint.routeStops.path, of: KMBWire.RouteStopRecord.self)
            .mapRecords { $0.map(\.row) }
    }

    /// One stop (`/stop/{stop}`), or nil when KMB does not know it (it answers `data: {}`, API-NOTES §KMB 5).
    public func stop(id: String) async throws -> Stop? {
        try await upstream.json.record(KMBEndpoint.stop(id: id).path, of: KMBWire.StopRecord.self)?.stop
    }

    /// Arrivals of every route, direction and service type at a stop (`/stop-eta/{stop}`); rows that do not
    /// decode are left out.
    public func stopETA(stopID: String) async throws -> [UpstreamArrival] {
        try await arrivals(at: .stopETA(stopID: stopID))
    }

    /// Arrivals of one route variant at a stop (`/eta/{stop}/{route}/{service_type}`); empty, not an error, for
    /// a variant that does not call there (API-NOTES §KMB 5).
    public func eta(stopID: String, route: String, serviceType: Int) async throws -> [UpstreamArrival] {
        try await arrivals(at: .eta(stopID: stopID, route: route, serviceType: serviceType))
    }

    private func arrivals(at endpoint: KMBEndpoint) async throws -> [UpstreamArrival] {
        try await answer(at: endpoint).rows
    }

    private func answer(at endpoint: KMBEndpoint) async throws -> ArrivalAnswer {
        let (records, age) = try await upstream.arrivals(endpoint.path, of: KMBWire.ETARecord.self)
        return ArrivalAnswer(rows: records.map(\.arrival), age: age)
    }
}

extension KMBClient: ArrivalSource {
    public var company: Company { .kmb }

    /// One `/stop-eta` call answers every route at the stop (API-NOTES, "How the best open-source projects use these").
    public func call(forRoute route: String, atStop stopID: String) -> ArrivalCall {
        ArrivalCall(company: .kmb, stopID: stopID)
    }

    public func arrivals(for call: ArrivalCall) async throws -> ArrivalAnswer {
        try await upstream.bounded { try await answer(at: .stopETA(stopID: call.stopID)) }
    }
}
