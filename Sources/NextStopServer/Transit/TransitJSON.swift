import Foundation
import GTFS
import NextStopCore

/// How fresh an agency's trip updates are in an answer: their age, whether they are stale, why the last poll failed;
/// `null` in place of the whole when none have come (the timetable alone is answered).
struct RealtimeStateJSON: JSONWritable {
    var freshness: AgencyLive.Freshness
    var failure: String?

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("age_s", freshness.ageSeconds)
            object.member("failure", ifPresent: failure)
            object.member("stale", freshness.stale)
        }
    }

    static func of(_ snapshot: AgencyLive.Snapshot, at now: Date) -> RealtimeStateJSON? {
        snapshot.freshness(at: now).map { RealtimeStateJSON(freshness: $0, failure: snapshot.failure) }
    }
}

/// `GET /api/v1/transit`: the agencies served, each with whether its timetable has loaded.
struct TransitAgenciesJSON: JSONWritable {
    var agencies: [TransitAgency]

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("agencies", agencies.map(AgencyJSON.init))
        }
    }

    struct AgencyJSON: JSONWritable {
        let agency: TransitAgency

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("id", agency.id)
                object.member("name", agency.name)
                object.member("ready", agency.live.snapshot.timetable != nil)
            }
        }
    }
}

/// `GET /api/v1/transit/{agency}/stops?q=` or `?near=LAT,LON`: the stops and stations whose name holds the text, or
/// those nearest the position.
struct TransitStopsJSON: JSONWritable {
    /// Each stop, with its distance from the searcher when searched by position.
    var stops: [(stop: GTFS.Stop, metres: Double?)]
    /// The radius searched, when searched by position.
    var radius: Int?

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("stops", stops.map { StopJSON(stop: $0.stop, metres: $0.metres) })
            if let radius { object.member("radius_m", radius) }
        }
    }

    struct StopJSON: JSONWritable {
        let stop: GTFS.Stop
        let metres: Double?

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                if let metres { object.member("distance_m", Int(metres.rounded())) }
                object.member("id", stop.id)
                object.member("lat", orNull: stop.latitude)
                object.member("lon", orNull: stop.longitude)
                object.member("name", stop.name)
            }
        }
    }
}

/// `GET /api/v1/transit/{agency}/stops/{stop}/departures`: the live board (`DepartureBoardJSON`), the alerts in force
/// that touch its departures or the stop, and the trip updates' freshness.
struct TransitBoardJSON: JSONWritable {
    var board: DepartureBoardJSON
    var alerts: [ServiceAlertJSON]
    var realtime: RealtimeStateJSON?

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("alerts", alerts)
            object.member("board", board)
            object.member("realtime", orNull: realtime)
        }
    }
}

/// `GET /api/v1/transit/{agency}/trips/{trip}?date=`: a trip's instance stop by stop, its vehicle when the agency
/// says where it is, the alerts touching it and the trip updates' freshness.
struct TransitTripJSON: JSONWritable {
    var trip: LiveTrip
    var route: GTFS.Route?
    var headsign: String?
    var vehicle: VehiclePositions.Vehicle?
    var alerts: [ServiceAlertJSON]
    var realtime: RealtimeStateJSON?
    var stopName: (String) -> String
    var format: (Date) -> String

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("alerts", alerts)
            object.member("cancelled", trip.isCanceled)
            object.member("headsign", ifPresent: headsign)
            object.member("realtime", orNull: realtime)
            object.member("route_id", ifPresent: route?.id)
            object.member("route_short_name", ifPresent: route?.shortName)
            object.member("service_date", trip.serviceDate.description)
            object.member("stops", trip.calls.map(call))
            object.member("trip_id", trip.tripID)
            object.member("vehicle", orNull: vehicle.map(vehicleJSON))
        }
    }

    private func call(_ call: LiveTrip.Call) -> CallJSON {
        CallJSON(call: call, name: stopName(call.stop.stopID), format: format)
    }

    private func vehicleJSON(_ vehicle: VehiclePositions.Vehicle) -> VehicleJSON {
        VehicleJSON(vehicle: vehicle, format: format)
    }

    struct CallJSON: JSONWritable {
        let call: LiveTrip.Call
        let name: String
        let format: (Date) -> String

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("delay_s", orNull: call.delay)
                object.member("expected", orNull: call.expected.map(format))
                object.member("name", name)
                object.member("skipped", call.isSkipped)
                object.member("stop_id", call.stop.stopID)
                object.member("stop_sequence", call.stop.stopSequence)
                object.member("timetabled", format(call.timetabled))
            }
        }
    }

    /// Where the trip's vehicle is: its label, position when given, the stop it is at or heading to.
    struct VehicleJSON: JSONWritable {
        let vehicle: VehiclePositions.Vehicle
        let format: (Date) -> String

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("label", ifPresent: vehicle.label ?? vehicle.vehicleID)
                object.member("lat", ifPresent: vehicle.coordinate?.latitude)
                object.member("lon", ifPresent: vehicle.coordinate?.longitude)
                object.member("measured_at", ifPresent: vehicle.measuredAt.map(format))
                object.member("status", ifPresent: vehicle.status.map(TransitTripJSON.statusName))
                object.member("stop_id", ifPresent: vehicle.stopID)
            }
        }
    }

    static func statusName(_ status: VehiclePositions.StopStatus) -> String {
        switch status {
        case .incomingAt: "incoming_at"
        case .stoppedAt: "stopped_at"
        case .inTransitTo: "in_transit_to"
        }
    }
}
