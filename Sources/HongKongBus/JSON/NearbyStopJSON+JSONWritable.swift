import NextStopCore

extension NearbyJSON.NearbyStopJSON: JSONWritable {
    /// Writes the stop row; missing coordinates are left out.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("company", company)
            object.member("distance_m", distanceM)
            object.member("id", id)
            object.member("lat", ifPresent: lat)
            object.member("lon", ifPresent: lon)
            object.member("name", name)
            object.member("same_spot", sameSpot)
        }
    }
}
