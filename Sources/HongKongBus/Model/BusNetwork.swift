import NextStopCore

/// The whole bus network of a dataset: every stop and every route variant with stops.
public struct BusNetwork: Sendable, Hashable {
    public var stops: [Stop]
    public var routes: [RouteVariant]

    public init(stops: [Stop], routes: [RouteVariant]) {
        self.stops = stops
        self.routes = routes
    }

    /// Operators present, in a stable order.
    public var companies: [Company] { Set(routes.map(\.company)).sorted() }
    /// The number of route-stop rows: every stop of every variant.
    public var routeStopCount: Int { routes.reduce(0) { $0 + $1.stopIDs.count } }
}
