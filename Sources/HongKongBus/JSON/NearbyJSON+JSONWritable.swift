import NextStopCore

extension NearbyJSON: JSONWritable {
    /// Writes the location, radius and rows.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("lat", lat)
            object.member("lon", lon)
            object.member("radius_m", radiusM)
            object.member("routes", routes)
            object.member("stops", stops)
        }
    }
}
