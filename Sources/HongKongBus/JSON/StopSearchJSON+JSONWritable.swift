import NextStopCore

extension StopSearchJSON: JSONWritable {
    /// Writes the query and its matches.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("query", query)
            object.member("stops", stops)
        }
    }
}
