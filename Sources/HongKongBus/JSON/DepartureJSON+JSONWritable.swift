import NextStopCore

extension ArrivalsJSON.DepartureJSON: JSONWritable {
    /// Writes the departure; a missing time and minutes are left out.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("company", company)
            object.member("destination", destination)
            object.member("direction", direction)
            object.member("eta", ifPresent: eta)
            object.member("eta_seq", etaSeq)
            object.member("minutes", ifPresent: minutes)
            object.member("remark", remark)
            object.member("route", route)
            object.member("scheduled", scheduled)
            object.member("service_type", serviceType)
            object.member("stale", stale)
            object.member("stop_id", stopID)
        }
    }
}
