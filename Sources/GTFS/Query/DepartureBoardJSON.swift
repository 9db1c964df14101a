import Foundation
import NextStopCore

/// `nextstop gtfs departures --json`: a board of any feed, every time in ISO 8601 with the agency's offset.
public struct DepartureBoardJSON: Sendable, Hashable, JSONWritable {
    public struct StopJSON: Sendable, Hashable, JSONWritable {
        public var id: String
        public var name: String

        public func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("id", id)
                object.member("name", name)
            }
        }
    }

    public struct ArrivalJSON: Sendable, Hashable, JSONWritable {
        public var tripID: String
        public var routeID: String
        public var routeShortName: String?
        public var tripShortName: String
        public var headsign: String?
        public var serviceDate: String
        public var departure: String
        public var stopID: String
        public var stopSequence: Int

        /// Writes the departure; a missing route short name or headsign is left out.
        public func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("departure", departure)
                object.member("headsign", ifPresent: headsign)
                object.member("route_id", routeID)
                object.member("route_short_name", ifPresent: routeShortName)
                object.member("service_date", serviceDate)
                object.member("stop_id", stopID)
                object.member("stop_sequence", stopSequence)
                object.member("trip_id", tripID)
                object.member("trip_short_name", tripShortName)
            }
        }
    }

    public var stop: StopJSON
    public var at: String
    public var departures: [ArrivalJSON]

    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("at", at)
            object.member("departures", departures)
            object.member("stop", stop)
        }
    }

    /// The board of `stop` at `instant` in `feed`'s time zone.
    public init(stop: Stop, at instant: Date, departures: [Arrival], in feed: GTFSFeed) {
        let format = feed.isoFormatter
        self.stop = StopJSON(id: stop.id, name: stop.name)
        at = format.string(from: instant)
        self.departures = departures.map { departure in
            ArrivalJSON(
                tripID: departure.tripID, routeID: departure.routeID, routeShortName: departure.routeShortName,
                tripShortName: departure.tripNumber, headsign: departure.headsign,
                serviceDate: departure.serviceDate.description, departure: format.string(from: departure.departure),
                stopID: departure.stopID, stopSequence: departure.stopSequence)
        }
    }
}

extension GTFSFeed {
    /// ISO 8601 with the agency's own offset (`2026-11-25T08:00:00-08:00`), as every answer shows a feed's times.
    public var isoFormatter: ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        formatter.formatOptions = [.withInternetDateTime]
        return formatter
    }

    /// A date-time as riders and scripts write it: ISO 8601 with an offset, or without one in the agency's time zone
    /// (`2026-11-25T08:00`, seconds optional); nil when it is neither.
    public func instant(parsing text: String) -> Date? {
        if let withOffset = isoFormatter.date(from: text) { return withOffset }
        let local = DateFormatter()
        local.locale = Locale(identifier: "en_US_POSIX")
        local.timeZone = timeZone
        for format in ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm"] {
            local.dateFormat = format
            if let date = local.date(from: text) { return date }
        }
        return nil
    }
}
