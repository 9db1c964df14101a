import Foundation
import HongKongBus
import NextStopCore

/// KMB's record shapes (API-NOTES §KMB): strings for `seq`, `service_type`, `lat` and `long` in the lists,
/// numbers in the arrival rows.
enum KMBRecords {
    /// Older replies carried `co` and `data_timestamp` on list records and newer ones do not (API-NOTES §KMB 2):
    /// about one record in five keeps the older style, chosen by a stable hash of its identity.
    static func isOlderStyle(_ identity: String, seed: UInt64) -> Bool {
        StableHash.value(seed: seed, "older-style", identity) % 5 == 0
    }

    /// A `/route` record; `olderStyle` is the `data_timestamp` to add, with `co`, for an older-style record.
    static func route(_ variant: RouteVariant, olderStyle: String?) -> JSONValue {
        listRecord(
            olderStyle: olderStyle,
            [
                ("route", .string(variant.route)),
                ("bound", .string(variant.direction.rawValue)),
                ("service_type", .string(String(variant.serviceType))),
                ("orig_en", .string(variant.origin.en)),
                ("orig_tc", .string(variant.origin.tc)),
                ("orig_sc", .string(variant.origin.sc)),
                ("dest_en", .string(variant.destination.en)),
                ("dest_tc", .string(variant.destination.tc)),
                ("dest_sc", .string(variant.destination.sc)),
            ])
    }

    /// A `/stop` record.
    static func stop(_ stop: Stop, olderStyle: String?) -> JSONValue {
        listRecord(
            olderStyle: olderStyle,
            [
                ("stop", .string(stop.id)),
                ("name_en", .string(stop.name.en)),
                ("name_tc", .string(stop.name.tc)),
                ("name_sc", .string(stop.name.sc)),
                ("lat", .string(String(format: "%.6f", stop.coordinate.latitude))),
                ("long", .string(String(format: "%.6f", stop.coordinate.longitude))),
            ])
    }

    /// A `/route-stop` record for the stop at `position` (0-based; `seq` counts from 1).
    static func routeStop(_ variant: RouteVariant, position: Int, olderStyle: String?) -> JSONValue {
        listRecord(
            olderStyle: olderStyle,
            [
                ("route", .string(variant.route)),
                ("bound", .string(variant.direction.rawValue)),
                ("service_type", .string(String(variant.serviceType))),
                ("seq", .string(String(position + 1))),
                ("stop", .string(variant.stopIDs[position])),
            ])
    }

    /// An arrival row of `/eta`, `/stop-eta` or `/route-eta`; these name no stop.
    static func arrival(
        _ arrival: SimulatedArrival, variant: RouteVariant, position: Int, timestamp: String
    ) -> JSONValue {
        .object([
            ("co", .string("KMB")),
            ("route", .string(variant.route)),
            ("dir", .string(variant.direction.rawValue)),
            ("service_type", .int(variant.serviceType)),
            ("seq", .int(position + 1)),
            ("dest_tc", .string(variant.destination.tc)),
            ("dest_sc", .string(variant.destination.sc)),
            ("dest_en", .string(variant.destination.en)),
            ("eta_seq", .int(arrival.etaSequence)),
            ("eta", .string(arrival.eta.map(HongKongTime.string(from:)))),
            ("rmk_tc", .string(arrival.remark.text.tc)),
            ("rmk_sc", .string(arrival.remark.text.sc)),
            ("rmk_en", .string(arrival.remark.text.en)),
            ("data_timestamp", .string(timestamp)),
        ])
    }

    private static func listRecord(olderStyle: String?, _ members: [(key: String, value: JSONValue)]) -> JSONValue {
        guard let olderStyle else { return .object(members) }
        return .object([("co", .string("KMB"))] + members + [("data_timestamp", .string(olderStyle))])
    }
}
