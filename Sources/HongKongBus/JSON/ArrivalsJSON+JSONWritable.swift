import NextStopCore

extension ArrivalsJSON: JSONWritable {
    /// Writes the stop's departures; a missing route filter is left out.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("age_s", ageS)
            object.member("departures", departures)
            object.member("fetched_at", fetchedAt)
            object.member("route", ifPresent: route)
            object.member("stale", stale)
            object.member("stop", stop)
            object.member("unavailable", unavailable)
        }
    }
}
