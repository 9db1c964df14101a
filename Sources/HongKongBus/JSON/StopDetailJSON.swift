import NextStopCore

/// `GET /api/v1/stops/{id}`: a stop and every route variant that calls there.
public struct StopDetailJSON: Sendable, Hashable, JSONWritable {
    public struct CallingRouteJSON: Sendable, Hashable, JSONWritable {
        public var variant: RouteJSON
        /// The stop's first position on the variant, 1-based like the operators' `seq`.
        public var seq: Int

        /// Writes the stop's position and the variant.
        public func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("seq", seq)
                object.member("variant", variant)
            }
        }
    }

    public var stop: StopJSON
    public var routes: [CallingRouteJSON]

    public init(stop: Stop, visits: [RouteStopPositions]) {
        self.stop = StopJSON(stop)
        routes = visits.map { visit in
            CallingRouteJSON(variant: RouteJSON(visit.route), seq: (visit.positions.first ?? 0) + 1)
        }
    }

    /// Writes the calling routes and the stop.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("routes", routes)
            object.member("stop", stop)
        }
    }
}
