import Foundation
import GTFS

/// trips.txt, stop_times.txt, calendar.txt, calendar_dates.txt and feed_info.txt.
enum CaltrainScheduleTables {
    /// One row per train, with its columns in a non-canonical order.
    static func trips(_ trips: [BuiltTrip]) -> Data {
        var writer = GTFSCSVWriter(
            header: [
                "trip_short_name", "trip_id", "direction_id", "trip_headsign", "service_id", "route_id",
                "wheelchair_accessible", "bikes_allowed",
            ],
            layout: .plain, reservingRows: trips.count)
        for trip in trips {
            writer.append([
                trip.trainNumber, trip.tripID, String(trip.direction.rawValue), trip.headsign, trip.serviceID, trip.route.id,
                "1", "1",
            ])
        }
        return writer.data()
    }

    /// One row per call, arrival = departure, hours unpadded below 10 (511's style), CRLF with no final newline.
    static func stopTimes(_ trips: [BuiltTrip]) -> Data {
        let rows = trips.reduce(0) { $0 + $1.stations.count }
        var writer = GTFSCSVWriter(
            header: ["trip_id", "arrival_time", "departure_time", "stop_id", "stop_sequence", "pickup_type", "drop_off_type"],
            layout: .crlfUnterminated, reservingRows: rows)
        for trip in trips {
            for (sequence, (station, time)) in zip(trip.stations, trip.times).enumerated() {
                let clock = clock(time)
                let stop = CaltrainStation.all[station].platformID(trip.direction)
                writer.append([trip.tripID, clock, clock, stop, String(sequence + 1), "0", "0"])
            }
        }
        return writer.data()
    }

    /// The weekday and weekend services of each period; CRLF with no final newline.
    static func calendar(_ plan: CaltrainServicePlan, serviceIDs: [String]) -> Data {
        var writer = GTFSCSVWriter(
            header: [
                "service_id", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "start_date",
                "end_date",
            ],
            layout: .crlfUnterminated)
        for (service, id) in zip(plan.services, serviceIDs) {
            guard let weekdays = service.weekdays else { continue }
            let flags = (0..<7).map { weekdays.contains($0) ? "1" : "0" }
            writer.append([id] + flags + [service.start.gtfs, service.end.gtfs])
        }
        return writer.data()
    }

    /// Holiday swaps (type 2 for the weekday service, type 1 for the replacement) and the date-only services; no final newline.
    static func calendarDates(_ plan: CaltrainServicePlan, serviceIDs: [String]) -> Data {
        var rows: [(date: CaltrainFeedDate, id: String, type: String)] = []
        for (service, id) in zip(plan.services, serviceIDs) {
            rows += service.added.map { ($0, id, "1") } + service.removed.map { ($0, id, "2") }
        }
        // By date, the removal before the addition, as publishers list a swap.
        rows.sort { ($0.date, $1.type, $0.id) < ($1.date, $0.type, $1.id) }
        var writer = GTFSCSVWriter(header: ["service_id", "date", "exception_type"], layout: .init(finalNewline: false))
        for row in rows {
            writer.append([row.id, row.date.gtfs, row.type])
        }
        return writer.data()
    }

    /// The publisher, the window and a Trillium-style version stamp such as `UTC: 10-Jun-2026 22:25`.
    static func feedInfo(first: CaltrainFeedDate, last: CaltrainFeedDate, publishedAt: Date) -> Data {
        var writer = GTFSCSVWriter(
            header: [
                "feed_publisher_name", "feed_publisher_url", "feed_lang", "feed_start_date", "feed_end_date", "feed_version",
            ],
            layout: .crlfUnterminated)
        writer.append(["NextStop simulator", "https://www.caltrain.com", "en", first.gtfs, last.gtfs, version(publishedAt)])
        return writer.data()
    }

    /// `H:MM:SS`, hours past 24 kept as they are.
    static func clock(_ seconds: Int) -> String {
        let minutes = seconds / 60 % 60
        let secs = seconds % 60
        return "\(seconds / 3_600):\(minutes < 10 ? "0" : "")\(minutes):\(secs < 10 ? "0" : "")\(secs)"
    }

    private static func version(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "dd-MMM-yyyy HH:mm"
        return "UTC: " + formatter.string(from: date)
    }
}
