import Foundation
import GTFS
import NextStopCore

extension BusGTFSFeed {
    func stopsFile(_ stops: [Stop]) -> Data {
        var writer = GTFSCSVWriter(
            header: ["stop_id", "stop_code", "stop_name", "stop_lat", "stop_lon"], reservingRows: stops.count)
        for stop in stops {
            writer.append([
                stop.id, stop.riderCode ?? "", stop.name.en, String(stop.coordinate.latitude), String(stop.coordinate.longitude),
            ])
        }
        return writer.data()
    }

    /// One route per operator and number, named after its first variant's ends.
    func routesFile(_ trips: [BusGTFSTemplate.TripPlan]) -> Data {
        var writer = GTFSCSVWriter(header: ["route_id", "agency_id", "route_short_name", "route_long_name", "route_type"])
        var written: Set<String> = []
        for trip in trips where written.insert(trip.routeID).inserted {
            writer.append([
                trip.routeID, trip.variant.company.rawValue, trip.variant.route,
                "\(trip.variant.origin.en) – \(trip.variant.destination.en)", "3",
            ])
        }
        return writer.data()
    }

    func tripsFile(_ trips: [BusGTFSTemplate.TripPlan]) -> Data {
        var writer = GTFSCSVWriter(header: ["route_id", "service_id", "trip_id", "trip_headsign", "direction_id", "shape_id"])
        for trip in trips {
            writer.append([
                trip.routeID, "daily", trip.tripID, trip.variant.destination.en,
                trip.variant.direction == .outbound ? "0" : "1", trip.tripID,
            ])
        }
        return writer.data()
    }

    /// The first trip of the day's times; `frequencies.txt` repeats them.
    func stopTimesFile(_ trips: [BusGTFSTemplate.TripPlan]) -> Data {
        var writer = GTFSCSVWriter(
            header: ["trip_id", "arrival_time", "departure_time", "stop_id", "stop_sequence", "timepoint"],
            reservingRows: trips.reduce(0) { $0 + $1.stops.count })
        for trip in trips {
            for (index, (stop, offset)) in Swift.zip(trip.stops, trip.offsets).enumerated() {
                let time = Self.clock(Self.serviceHours.start + offset)
                writer.append([trip.tripID, time, time, stop.id, String(index + 1), "0"])
            }
        }
        return writer.data()
    }

    func frequenciesFile(_ trips: [BusGTFSTemplate.TripPlan]) -> Data {
        var writer = GTFSCSVWriter(header: ["trip_id", "start_time", "end_time", "headway_secs", "exact_times"])
        for trip in trips {
            writer.append([
                trip.tripID, Self.clock(Self.serviceHours.start), Self.clock(Self.serviceHours.end), String(Self.headway), "0",
            ])
        }
        return writer.data()
    }

    func shapesFile(_ trips: [BusGTFSTemplate.TripPlan]) -> Data {
        var writer = GTFSCSVWriter(header: ["shape_id", "shape_pt_lat", "shape_pt_lon", "shape_pt_sequence"])
        for trip in trips {
            for (index, stop) in trip.stops.enumerated() {
                writer.append([
                    trip.tripID, String(stop.coordinate.latitude), String(stop.coordinate.longitude), String(index + 1),
                ])
            }
        }
        return writer.data()
    }

    /// Stop names and headsigns in Traditional (`zh-Hant`) and Simplified (`zh-Hans`) Chinese.
    func translationsFile(stops: [Stop], trips: [BusGTFSTemplate.TripPlan]) -> Data {
        var writer = GTFSCSVWriter(header: ["table_name", "field_name", "language", "translation", "record_id"])
        let languages: [(tag: String, language: Language)] = [("zh-Hant", .traditionalChinese), ("zh-Hans", .simplifiedChinese)]
        for stop in stops {
            for (tag, language) in languages { writer.append(["stops", "stop_name", tag, stop.name[language], stop.id]) }
        }
        for trip in trips {
            for (tag, language) in languages {
                writer.append(["trips", "trip_headsign", tag, trip.variant.destination[language], trip.tripID])
            }
        }
        return writer.data()
    }

    /// `HH:MM:SS`, past 24:00 for a time after midnight, as GTFS writes times.
    static func clock(_ seconds: Int) -> String {
        String(format: "%02d:%02d:%02d", seconds / 3_600, seconds / 60 % 60, seconds % 60)
    }
}
