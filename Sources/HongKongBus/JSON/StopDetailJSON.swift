import NextStopCore

/// `GET /api/v1/stops/{id}`: a stop and every route variant that calls there.
public struct StopDetailJSON: Codable, Sendable, Hashable {
    public struct CallingRouteJSON: Codable, Sendable, Hashable {
        public var variant: RouteJSON
        /// The stop's first position on the variant, 1-based like the operators' `seq`.
        public var seq: Int
    }

    public var stop: StopJSON
    public var routes: [CallingRouteJSON]

    public init(stop: Stop, visits: [StopVisit]) {
        self.stop = StopJSON(stop)
        routes = visits.map { visit in
            CallingRouteJSON(variant: RouteJSON(visit.route), seq: (visit.positions.first ?? 0) + 1)
        }
    }
}
