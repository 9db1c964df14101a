import NextStopCore

extension RouteSearchJSON: JSONWritable {
    /// Writes the matching routes and the keys that may follow.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("next_keys", nextKeys)
            object.member("prefix", prefix)
            object.member("routes", routes)
        }
    }
}
