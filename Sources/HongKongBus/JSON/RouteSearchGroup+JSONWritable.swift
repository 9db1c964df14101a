import NextStopCore

extension RouteSearchJSON.Group: JSONWritable {
    /// Writes the route number's operators and directions.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("companies", companies)
            object.member("directions", directions)
            object.member("joint", joint)
            object.member("route", route)
        }
    }
}
