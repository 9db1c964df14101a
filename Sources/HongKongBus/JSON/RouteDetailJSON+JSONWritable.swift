import NextStopCore

extension RouteDetailJSON: JSONWritable {
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
