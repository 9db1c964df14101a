import Foundation
import GTFS

/// agency.txt, stops.txt, routes.txt and transfers.txt: the parts of the feed that do not depend on the timetable.
enum CaltrainNetworkTables {
    /// One agency, written with a UTF-8 byte order mark.
    static func agency() -> Data {
        var writer = GTFSCSVWriter(
            header: [
                "agency_id", "agency_name", "agency_url", "agency_timezone", "agency_lang", "agency_phone", "agency_fare_url",
            ],
            layout: .withByteOrderMark)
        writer.append([
            "CT", "Caltrain", "https://www.caltrain.com", "America/Los_Angeles", "en", "1-800-660-4287",
            "https://www.caltrain.com/fares",
        ])
        return writer.data()
    }

    /// Stations (`location_type` 1), their two platforms (0) and a few elevators (2); CRLF line endings.
    static func stops() -> Data {
        var writer = GTFSCSVWriter(
            header: [
                "stop_id", "stop_code", "stop_name", "stop_desc", "stop_lat", "stop_lon", "zone_id", "location_type",
                "parent_station", "platform_code", "wheelchair_boarding",
            ],
            layout: .crlfTerminated)
        for station in CaltrainStation.all {
            writer.append([
                station.slug, "", "\(station.name) Caltrain Station", station.locality, coordinate(station.latitude),
                coordinate(station.longitude), "", "1", "", "", "1",
            ])
            for direction in TrainDirection.allCases {
                let id = station.platformID(direction)
                let name = "\(station.name) Caltrain Station \(direction == .north ? "Northbound" : "Southbound")"
                // Northbound platforms lie a few metres east of the station point, southbound ones west.
                let longitude = station.longitude + (direction == .north ? 0.000_12 : -0.000_12)
                writer.append([
                    id, id, name, "", coordinate(station.latitude), coordinate(longitude), String(station.zone), "0",
                    station.slug, direction == .north ? "NB" : "SB", "1",
                ])
            }
        }
        for elevator in CaltrainElevator.all {
            let station = CaltrainStation.all[CaltrainStation.index(elevator.station)]
            let side = elevator.direction == .north ? "Northbound" : "Southbound"
            writer.append([
                elevator.id, "", "\(station.name) \(side) Elevator", "", coordinate(station.latitude + 0.000_08),
                coordinate(station.longitude + (elevator.direction == .north ? 0.000_2 : -0.000_2)), "", "2",
                station.slug, "", "1",
            ])
        }
        return writer.data()
    }

    /// The five routes, all `route_type` 2.
    static func routes() -> Data {
        var writer = GTFSCSVWriter(
            header: [
                "route_id", "agency_id", "route_short_name", "route_long_name", "route_type", "route_color", "route_text_color",
            ],
            layout: .plain)
        for route in CaltrainRoute.allCases {
            writer.append([route.id, "CT", route.shortName, route.rawValue, "2", route.color, route.textColor])
        }
        return writer.data()
    }

    /// Timed same-platform transfers at San Jose Diridon (South County ↔ main line) and cross-platform ones at Tamien.
    static func transfers() -> Data {
        let diridon = CaltrainStation.all[CaltrainStation.index("San Jose Diridon")]
        let tamien = CaltrainStation.all[CaltrainStation.index("Tamien")]
        var writer = GTFSCSVWriter(header: ["from_stop_id", "to_stop_id", "transfer_type", "min_transfer_time"], layout: .plain)
        for direction in TrainDirection.allCases {
            writer.append([diridon.platformID(direction), diridon.platformID(direction), "1", ""])
        }
        writer.append([tamien.northboundPlatformID, tamien.southboundPlatformID, "2", "300"])
        writer.append([tamien.southboundPlatformID, tamien.northboundPlatformID, "2", "300"])
        return writer.data()
    }

    /// Six decimals, about 10 cm.
    private static func coordinate(_ value: Double) -> String { String(format: "%.6f", value) }
}
