import Foundation
import GTFS
import NextStopCore

/// A bus agency with frequent trips, for `demo` and the tests beside Caltrain: Peninsula Bus, three routes of twelve
/// stops out of Hillsdale Transit Center in San Mateo, every 12 minutes from 05:00 to 23:00 and half-hourly through the
/// night (owl trips of the day before, timed past 24:00), so a bus is always running, in the GTFS it publishes (`gtfsZip`) and the GTFS-Realtime it sends (`SimulatedBusAgency+Realtime`).
public struct SimulatedBusAgency: Sendable {
    static let timeZone = TimeZone(identifier: "America/Los_Angeles")!
    static let clock = ServiceDayClock(timeZone: timeZone)
    /// Seconds between one stop and the next.
    static let hop = 180
    static let hub = Place(id: "hub", name: "Hillsdale Transit Center", latitude: 37.5372, longitude: -122.2975)

    struct Place: Sendable {
        var id: String
        var name: String
        var latitude: Double
        var longitude: Double
    }

    struct Route: Sendable {
        var id: String
        var name: String
        /// From the hub outwards.
        var stops: [Place]
    }

    /// One run of a route in one direction, its times from its service day's noon minus 12 hours.
    struct Trip: Sendable {
        var id: String
        var route: Route
        var direction: Int
        var start: Int

        var stops: [Place] { direction == 0 ? route.stops : route.stops.reversed() }
        func time(atStop index: Int) -> Int { start + index * SimulatedBusAgency.hop }
        var end: Int { time(atStop: stops.count - 1) }
    }

    let seed: UInt64
    let routes: [Route]
    let trips: [Trip]

    public init(seed: UInt64 = 1) {
        self.seed = seed
        let lines: [(id: String, name: String, streets: [String], bearing: (Double, Double))] = [
            (
                "10", "Hillsdale – San Mateo Downtown",
                [
                    "El Camino & 25th Ave", "El Camino & 20th Ave", "Hayward Park",
                    "Borel Ave", "9th Ave", "5th Ave", "3rd Ave & B St", "Central Park", "Baldwin Ave", "Main St",
                    "San Mateo Station",
                ],
                (0.0042, -0.0028)
            ),
            (
                "20", "Hillsdale – Foster City",
                [
                    "Saratoga Dr", "Norfolk St", "Fashion Island Blvd", "Mariners Island",
                    "Beach Park Blvd", "Foster City Blvd", "Edgewater Blvd", "Shell Blvd", "Civic Center", "Bridgepointe",
                    "Vintage Park",
                ],
                (0.0031, 0.0052)
            ),
            (
                "30", "Hillsdale – Belmont",
                [
                    "31st Ave", "37th Ave", "42nd Ave", "Alameda & Ralston", "Belmont Station",
                    "Carlmont Dr", "Old County Rd", "Notre Dame Ave", "Twin Pines Park", "Sixth Ave", "Hiller St",
                ],
                (-0.0045, -0.0021)
            ),
        ]
        routes = lines.map { line in
            let stops = line.streets.enumerated().map { index, street in
                Place(
                    id: "\(line.id)\(String(format: "%02d", index + 1))", name: street,
                    latitude: Self.hub.latitude + Double(index + 1) * line.bearing.0,
                    longitude: Self.hub.longitude + Double(index + 1) * line.bearing.1)
            }
            return Route(id: line.id, name: line.name, stops: [Self.hub] + stops)
        }
        // Every 12 minutes from 05:00 to 23:00, then half-hourly to 04:30 the next morning (28:30).
        let starts =
            Array(stride(from: 5 * 3_600, through: 23 * 3_600, by: 720))
            + Array(stride(from: 23 * 3_600 + 1_800, through: 28 * 3_600 + 1_800, by: 1_800))
        trips = routes.flatMap { route in
            (0...1).flatMap { direction in
                starts.map { start in
                    Trip(
                        id:
                            "\(route.id)-\(direction == 0 ? "out" : "in")-\(String(format: "%02d%02d", start / 3_600, start / 60 % 60))",
                        route: route, direction: direction, start: start)
                }
            }
        }
    }

    /// The agency's GTFS: one service every day of 2020–2099, headsigns its trips' last stops, the zip's bytes the
    /// same every time.
    public func gtfsZip() throws -> Data {
        func csv(_ header: [String], _ rows: [[String]]) -> Data {
            Data(([header] + rows).map { $0.joined(separator: ",") }.joined(separator: "\r\n").appending("\r\n").utf8)
        }
        var places: [String: Place] = [:]
        for route in routes { for stop in route.stops { places[stop.id] = stop } }
        let stopRows = places.values.sorted { $0.id < $1.id }.map {
            [$0.id, $0.name, String(format: "%.5f", $0.latitude), String(format: "%.5f", $0.longitude)]
        }
        var stopTimes: [[String]] = []
        for trip in trips {
            for (index, stop) in trip.stops.enumerated() {
                let time = Self.clock(trip.time(atStop: index))
                stopTimes.append([trip.id, time, time, stop.id, "\(index + 1)"])
            }
        }
        return try GTFSArchive.zip(
            [
                (
                    "agency.txt",
                    csv(
                        ["agency_id", "agency_name", "agency_url", "agency_timezone", "agency_lang"],
                        [["PB", "Peninsula Bus", "https://peninsula-bus.example", Self.timeZone.identifier, "en"]])
                ),
                ("stops.txt", csv(["stop_id", "stop_name", "stop_lat", "stop_lon"], stopRows)),
                (
                    "routes.txt",
                    csv(
                        ["route_id", "agency_id", "route_short_name", "route_long_name", "route_type", "route_color"],
                        routes.map { [$0.id, "PB", $0.id, $0.name, "3", "1F6FB2"] })
                ),
                (
                    "calendar.txt",
                    csv(
                        [
                            "service_id", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
                            "start_date", "end_date",
                        ], [["daily", "1", "1", "1", "1", "1", "1", "1", "20200101", "20991231"]])
                ),
                (
                    "trips.txt",
                    csv(
                        ["route_id", "service_id", "trip_id", "trip_headsign", "direction_id"],
                        trips.map { [$0.route.id, "daily", $0.id, $0.stops.last?.name ?? "", "\($0.direction)"] })
                ),
                ("stop_times.txt", csv(["trip_id", "arrival_time", "departure_time", "stop_id", "stop_sequence"], stopTimes)),
                (
                    "feed_info.txt",
                    csv(
                        ["feed_publisher_name", "feed_publisher_url", "feed_lang", "feed_version"],
                        [["Peninsula Bus", "https://peninsula-bus.example", "en", "2026.1"]])
                ),
            ], modifiedAt: Date(timeIntervalSince1970: 1_767_225_600))
    }

    /// `HH:MM:SS`, past 24:00 for a trip running after midnight.
    static func clock(_ seconds: Int) -> String {
        String(format: "%02d:%02d:%02d", seconds / 3_600, seconds / 60 % 60, seconds % 60)
    }
}
