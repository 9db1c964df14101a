import NextStopCore

extension StopDetailJSON.CallingRouteJSON: JSONWritable {
    /// Writes the stop's position and the variant.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("seq", seq)
            object.member("variant", variant)
        }
    }
}
