import NextStopCore

extension NearbyJSON.NearbyRouteJSON: JSONWritable {
    /// Writes the route row; departures, their error and the joint route are left out when missing.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("arrivals_error", ifPresent: arrivalsError)
            object.member("departures", ifPresent: departures)
            object.member("distance_m", distanceM)
            object.member("joint_route", ifPresent: jointRoute)
            object.member("seq", seq)
            object.member("stop", stop)
            object.member("variant", variant)
        }
    }
}
