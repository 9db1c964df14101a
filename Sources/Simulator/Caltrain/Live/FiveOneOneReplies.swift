import Foundation
import GTFS

/// 511's answers for the trains running now, in the shapes 511 sends (API-NOTES §Caltrain): TripUpdates as 2026
/// protobuf, StopMonitoring for the whole agency, and service alerts in 511's JSON.
struct FiveOneOneReplies {
    let trains: [SimulatedCaltrainService.RunningTrain]
    let now: Date

    /// GTFS-Realtime trip updates: `trip_id`, `route_id`, `direction_id` and the remaining stops' times; a cancelled
    /// trip says CANCELED with its `start_date` and no stops.
    var tripUpdates: [UInt8] {
        var feed = ProtobufWriter()
        feed.message(1) { header in
            header.string(1, "2.0")
            header.varint(2, 0)
            header.varint(3, UInt64(now.timeIntervalSince1970))
        }
        for train in trains {
            feed.message(2) { entity in
                entity.string(1, train.number)
                entity.message(3) { update in
                    update.message(1) { trip in
                        trip.string(1, train.number)
                        if train.cancelled {
                            trip.string(3, train.serviceDate.gtfsString)
                            trip.varint(4, 3)
                        }
                        trip.string(5, train.routeID)
                        if let direction = train.directionID { trip.varint(6, UInt64(direction)) }
                    }
                    guard !train.cancelled else { return }
                    for call in train.calls {
                        update.message(2) { stop in
                            let time = UInt64(call.expected.timeIntervalSince1970)
                            stop.message(2) { $0.varint(2, time) }
                            stop.message(3) { $0.varint(2, time) }
                            stop.string(4, call.stopID)
                        }
                    }
                }
            }
        }
        return feed.bytes
    }

    /// SIRI StopMonitoring for every stop, without the `Siri` wrapper unless asked, at most three visits a stop.
    func stopMonitoring(wrapped: Bool) -> JSONValue {
        var perStop: [String: Int] = [:]
        var visits: [JSONValue] = []
        for train in trains where !train.cancelled {
            for call in train.calls where perStop[call.stopID, default: 0] < 3 {
                perStop[call.stopID, default: 0] += 1
                visits.append(visit(train, call))
            }
        }
        let delivery = JSONValue.object([
            (
                "ServiceDelivery",
                .object([
                    ("ResponseTimestamp", .string(Self.utc(now))), ("ProducerRef", .string("CT")), ("Status", .bool(true)),
                    (
                        "StopMonitoringDelivery",
                        .object([
                            ("version", .string("1.4")), ("ResponseTimestamp", .string(Self.utc(now))), ("Status", .bool(true)),
                            ("MonitoredStopVisit", .array(visits)),
                        ])
                    ),
                ])
            )
        ])
        return wrapped ? .object([("Siri", delivery)]) : delivery
    }

    private func visit(_ train: SimulatedCaltrainService.RunningTrain, _ call: SimulatedCaltrainService.Call) -> JSONValue {
        let first = call.stopID == train.calls.first?.stopID
        return .object([
            ("RecordedAtTime", .string("1970-01-01T00:00:00Z")), ("MonitoringRef", .string(call.stopID)),
            (
                "MonitoredVehicleJourney",
                .object([
                    ("LineRef", .string(train.routeID)), ("DirectionRef", .string(train.directionID == 1 ? "S" : "N")),
                    (
                        "FramedVehicleJourneyRef",
                        .object([
                            ("DataFrameRef", .string(train.serviceDate.description)),
                            ("DatedVehicleJourneyRef", .string(train.number)),
                        ])
                    ),
                    ("Monitored", .bool(true)), ("Bearing", .null), ("VehicleRef", .string(train.number)),
                    (
                        "MonitoredCall",
                        .object([
                            ("StopPointRef", .string(call.stopID)), ("VehicleAtStop", .string("")),
                            ("AimedArrivalTime", .string(Self.utc(call.aimed))),
                            // At the train's next stop 511 leaves the expected arrival null.
                            ("ExpectedArrivalTime", first ? .null : .string(Self.utc(call.expected))),
                            ("AimedDepartureTime", .string(Self.utc(call.aimed))),
                            ("ExpectedDepartureTime", .string(Self.utc(call.expected))),
                        ])
                    ),
                ])
            ),
        ])
    }

    static func utc(_ date: Date) -> String {
        Date.ISO8601FormatStyle().format(date)
    }
}
