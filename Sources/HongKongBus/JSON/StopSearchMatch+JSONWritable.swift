import NextStopCore

extension StopSearchJSON.Match: JSONWritable {
    /// Writes how the stop matched, its routes and the stop.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("match", match)
            object.member("routes", routes)
            object.member("stop", stop)
        }
    }
}
