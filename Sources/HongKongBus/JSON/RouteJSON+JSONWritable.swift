import NextStopCore

extension RouteJSON: JSONWritable {
    /// Writes the variant's identity and ends.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("company", company)
            object.member("destination", destination)
            object.member("direction", direction)
            object.member("key", key)
            object.member("origin", origin)
            object.member("route", route)
            object.member("service_type", serviceType)
            object.member("special", special)
        }
    }
}
