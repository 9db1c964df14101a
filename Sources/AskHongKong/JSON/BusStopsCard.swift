import Foundation
import NextStopCore

/// The bus stops nearest the rider, each with how far it is and the routes calling there.
public struct BusStopsCard: Sendable, Hashable, JSONWritable {
    public var stops: [NearbyBusStop]
    public var language: Language

    /// Writes `{"type":"bus.stops","stops":[{"name","distance_m","routes"}], …}`; the stops come from the bus dataset,
    /// not a live feed (`source` `dataset`, age 0).
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("age_s", 0)
            object.member("cached", false)
            object.member("data_time", orNull: Date?.none)
            object.member("source", "dataset")
            object.member("stops", stops.map { StopJSON(stop: $0, language: language) })
            object.member("type", "bus.stops")
        }
    }

    private struct StopJSON: JSONWritable {
        let stop: NearbyBusStop
        let language: Language

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("distance_m", stop.distanceM)
                object.member("name", stop.name[language])
                object.member("routes", stop.routes)
            }
        }
    }
}
