import Caltrain

extension TicketmasterWire.Event {
    /// The event as riders see it; nil without a start date. The start is `2026-08-18T19:30`, or the date alone.
    var event: NearbyEvent? {
        guard let localDate else { return nil }
        let starts = localTime.map { "\(localDate)T\($0.prefix(5))" } ?? localDate
        return NearbyEvent(id: id, name: name, venue: venue, startsLocal: starts, url: url)
    }
}
