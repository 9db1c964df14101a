import NextStopCore

extension ArrivalsJSON: JSONWritable {
    /// Writes the stop's departures; a missing route filter is left out.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("age_s", ageS)
            object.member("departures", departures)
            object.member("fetched_at", fetchedAt)
            object.member("not_answering", ifPresent: notAnswering)
            object.member("route", ifPresent: route)
            object.member("stale", stale)
            object.member("stop", stop)
            object.member("unavailable", unavailable)
        }
    }
}

extension OperatorOutage: JSONWritable {
    /// Writes the operator's code and since when it has not answered.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("company", company.rawValue)
            object.member("since", since)
        }
    }
}
