import Foundation
import NextStopCore

/// The next buses at a stop, soonest first.
public struct BusArrivalsCard: Sendable, Hashable, JSONWritable {
    /// The stop, named in the language asked.
    public var stop: String
    public var arrivals: [BusArrival]
    /// The instant the minutes count from.
    public var now: Date
    public var language: Language
    /// The operators (`kmb`, `ctb`, or both as `kmb+ctb`), at the newest arrival's time.
    public var origin: CardOrigin

    /// Writes `{"type":"bus.arrivals","stop","arrivals":[{"company","destination","eta","minutes","remark","route",
    /// "scheduled"}], …}`; `eta` and `minutes` are `null` for a remark without a time.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("age_s", origin.age)
            object.member("arrivals", arrivals.map { ArrivalJSON(arrival: $0, now: now, language: language) })
            object.member("cached", origin.isCached)
            object.member("data_time", orNull: origin.dataTime)
            object.member("source", origin.source)
            object.member("stop", stop)
            object.member("type", "bus.arrivals")
        }
    }

    private struct ArrivalJSON: JSONWritable {
        let arrival: BusArrival
        let now: Date
        let language: Language

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("company", arrival.company)
                object.member("destination", arrival.destination[language])
                object.member("eta", orNull: arrival.eta)
                object.member("minutes", orNull: arrival.minutes(from: now))
                object.member("remark", arrival.remark[language])
                object.member("route", arrival.route)
                object.member("scheduled", arrival.isScheduled)
            }
        }
    }
}

/// Bus routes: the directions of one route, or the routes at or near a place.
public struct BusRoutesCard: Sendable, Hashable, JSONWritable {
    /// The stop or place the routes serve, in the language asked; nil for one route's directions.
    public var place: String?
    public var lines: [BusLine]
    public var language: Language

    /// Writes `{"type":"bus.routes","place","lines":[{"company","destination","origin","route"}], …}`; the routes
    /// come from the bus dataset, not a live feed (`source` `dataset`, age 0).
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("age_s", 0)
            object.member("cached", false)
            object.member("data_time", orNull: Date?.none)
            object.member("lines", lines.map { LineJSON(line: $0, language: language) })
            object.member("place", orNull: place)
            object.member("source", "dataset")
            object.member("type", "bus.routes")
        }
    }

    private struct LineJSON: JSONWritable {
        let line: BusLine
        let language: Language

        func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("company", line.company)
                object.member("destination", line.destination[language])
                object.member("origin", line.origin[language])
                object.member("route", line.route)
            }
        }
    }
}
