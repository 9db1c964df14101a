import NextStopCore

extension RouteSearchJSON.Direction: JSONWritable {
    /// Writes the direction's variants; a missing joint route is left out.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("joint_route", ifPresent: jointRoute)
            object.member("special_departures", specialDepartures)
            object.member("variant", variant)
        }
    }
}
