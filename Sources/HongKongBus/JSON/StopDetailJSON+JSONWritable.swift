import NextStopCore

extension StopDetailJSON: JSONWritable {
    /// Writes the calling routes and the stop.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("routes", routes)
            object.member("stop", stop)
        }
    }
}
