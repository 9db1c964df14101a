import NextStopCore

/// `nextstop hk route --json` and `GET /api/v1/routes/{key}`: a variant's stops in order and its related variants.
public struct RouteDetailJSON: Sendable, Hashable, JSONWritable {
    public var variant: RouteJSON
    public var circular: Bool
    public var stops: [RouteStopJSON]
    public var oppositeDirection: String?
    public var otherServiceTypes: [RouteJSON]
    public var jointRoute: String?
    /// The `seq` of the stop nearest the given location within 1 km, the one a client expands first.
    public var nearestSeq: Int?
    public var nearestDistanceM: Int?

    public init(_ detail: RouteDetail) {
        variant = RouteJSON(detail.route)
        circular = detail.route.isCircular
        stops = detail.stops.enumerated().map { RouteStopJSON(seq: $0.offset + 1, stop: StopJSON($0.element)) }
        oppositeDirection = detail.oppositeDirection?.description
        otherServiceTypes = detail.otherServiceTypes.map(RouteJSON.init)
        jointRoute = detail.jointRoute?.description
        nearestSeq = detail.nearestStopIndex.map { $0 + 1 }
        nearestDistanceM = detail.nearestStopDistance.map { Int($0.rounded()) }
    }

    /// Writes the variant's stops and relations; missing relations and nearest stop are left out.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("circular", circular)
            object.member("joint_route", ifPresent: jointRoute)
            object.member("nearest_distance_m", ifPresent: nearestDistanceM)
            object.member("nearest_seq", ifPresent: nearestSeq)
            object.member("opposite_direction", ifPresent: oppositeDirection)
            object.member("other_service_types", otherServiceTypes)
            object.member("stops", stops)
            object.member("variant", variant)
        }
    }
}
