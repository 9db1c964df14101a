import Foundation
import HongKongBus
import NextStopCore

/// Citybus's record shapes (API-NOTES §Citybus): numbers for `seq`, 12-decimal coordinate strings, its own key order,
/// and `co` and `data_timestamp` on every record.
enum CitybusRecords {
    /// A `/route/CTB` record: no direction, the origin and destination being the outbound ones.
    static func route(_ route: SimulatedCitybusRoute, timestamp: String) -> JSONValue {
        .object([
            ("co", .string("CTB")),
            ("route", .string(route.route)),
            ("orig_tc", .string(route.origin.tc)),
            ("orig_en", .string(route.origin.en)),
            ("dest_tc", .string(route.destination.tc)),
            ("dest_en", .string(route.destination.en)),
            ("orig_sc", .string(route.origin.sc)),
            ("dest_sc", .string(route.destination.sc)),
            ("data_timestamp", .string(timestamp)),
        ])
    }

    /// A `/route-stop/CTB/…` record for the stop at `position` (0-based; `seq` counts from 1).
    static func routeStop(
        route: String, direction: Direction, stopID: String, position: Int, timestamp: String
    ) -> JSONValue {
        .object([
            ("co", .string("CTB")),
            ("route", .string(route)),
            ("dir", .string(direction.rawValue)),
            ("seq", .int(position + 1)),
            ("stop", .string(stopID)),
            ("data_timestamp", .string(timestamp)),
        ])
    }

    /// A `/stop/{stop}` record.
    static func stop(_ stop: Stop, timestamp: String) -> JSONValue {
        .object([
            ("stop", .string(stop.id)),
            ("name_tc", .string(stop.name.tc)),
            ("name_en", .string(stop.name.en)),
            ("lat", .string(String(format: "%.12f", stop.coordinate.latitude))),
            ("long", .string(String(format: "%.12f", stop.coordinate.longitude))),
            ("name_sc", .string(stop.name.sc)),
            ("data_timestamp", .string(timestamp)),
        ])
    }

    /// An `/eta/CTB/…` row: it names the stop and has no service type (API-NOTES §Citybus 5).
    static func arrival(
        _ arrival: SimulatedArrival, variant: RouteVariant, position: Int, timestamp: String
    ) -> JSONValue {
        .object([
            ("co", .string("CTB")),
            ("route", .string(variant.route)),
            ("dir", .string(variant.direction.rawValue)),
            ("seq", .int(position + 1)),
            ("stop", .string(variant.stopIDs[position])),
            ("dest_tc", .string(variant.destination.tc)),
            ("dest_en", .string(variant.destination.en)),
            ("eta", .string(arrival.eta.map(HongKongTime.string(from:)))),
            ("rmk_tc", .string(arrival.remark.text.tc)),
            ("eta_seq", .int(arrival.etaSequence)),
            ("dest_sc", .string(variant.destination.sc)),
            ("rmk_en", .string(arrival.remark.text.en)),
            ("rmk_sc", .string(arrival.remark.text.sc)),
            ("data_timestamp", .string(timestamp)),
        ])
    }
}
