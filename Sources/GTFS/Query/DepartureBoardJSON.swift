import Foundation
import NextStopCore

/// `nextstop gtfs departures --json`: a board of any feed, every time in ISO 8601 with the agency's offset; made live
/// by trip updates, each departure has `realtime` and the board the updates' `realtime_timestamp`.
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
        public var realtime: LiveJSON?

        /// Writes the departure; a missing route short name or headsign is left out.
        public func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("departure", departure)
                object.member("headsign", ifPresent: headsign)
                object.member("realtime", ifPresent: realtime)
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

    /// What the trip updates say of a departure: its expected time and delay (`null` without a prediction), and
    /// whether it is cancelled, skips the stop, or is a trip the agency added (its `departure` then the predicted one).
    public struct LiveJSON: Sendable, Hashable, JSONWritable {
        public var expected: String?
        public var delay: Int?
        public var cancelled: Bool
        public var skipped: Bool
        public var added: Bool

        public func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("added", added)
                object.member("cancelled", cancelled)
                object.member("delay_s", orNull: delay)
                object.member("expected", orNull: expected)
                object.member("skipped", skipped)
            }
        }
    }

    public var stop: StopJSON
    public var at: String
    public var departures: [ArrivalJSON]
    public var realtimeTimestamp: String?

    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("at", at)
            object.member("departures", departures)
            object.member("realtime_timestamp", ifPresent: realtimeTimestamp)
            object.member("stop", stop)
        }
    }

    /// The board of `stop` at `instant` in `feed`'s time zone.
    public init(stop: Stop, at instant: Date, departures: [Arrival], in feed: GTFSFeed) {
        let format = feed.isoFormatter
        self.stop = StopJSON(id: stop.id, name: stop.name)
        at = format.string(from: instant)
        self.departures = departures.map { Self.departure($0, format: format) }
    }

    /// The live board of `stop` at `instant`, from trip updates of `timestamp`.
    public init(stop: Stop, at instant: Date, live: [LiveDeparture], timestamp: Date?, in feed: GTFSFeed) {
        self.init(stop: stop, at: instant, departures: [], in: feed)
        let format = feed.isoFormatter
        realtimeTimestamp = timestamp.map(format.string(from:))
        departures = live.map { departure in
            var written = Self.departure(departure.scheduled, format: format)
            written.realtime = LiveJSON(
                expected: departure.expected.map(format.string(from:)), delay: departure.delay,
                cancelled: departure.isCanceled, skipped: departure.isSkipped, added: departure.isAdded)
            return written
        }
    }

    private static func departure(_ departure: Arrival, format: ISO8601DateFormatter) -> ArrivalJSON {
        ArrivalJSON(
            tripID: departure.tripID, routeID: departure.routeID, routeShortName: departure.routeShortName,
            tripShortName: departure.tripNumber, headsign: departure.headsign,
            serviceDate: departure.serviceDate.description, departure: format.string(from: departure.departure),
            stopID: departure.stopID, stopSequence: departure.stopSequence)
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
