import NextStopCore

extension ServingRouteJSON: JSONWritable {
    /// Writes the operator and route number.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("company", company)
            object.member("route", route)
        }
    }
}
