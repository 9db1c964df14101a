import NextStopCore

extension StopJSON: JSONWritable {
    /// Writes the stop; a placeholder's missing coordinates are left out.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("company", company)
            object.member("id", id)
            object.member("lat", ifPresent: lat)
            object.member("lon", ifPresent: lon)
            object.member("name", name)
            object.member("placeholder", placeholder)
        }
    }
}
