import NextStopCore

extension RouteDetailJSON.StopOnRoute: JSONWritable {
    /// Writes the position and the stop.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("seq", seq)
            object.member("stop", stop)
        }
    }
}
