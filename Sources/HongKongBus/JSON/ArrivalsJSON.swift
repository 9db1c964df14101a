import Foundation
import NextStopCore

/// `nextstop hk arrivals --json` and `GET /api/v1/stops/{id}/arrivals`: arrivals at a stop, soonest first.
public struct ArrivalsJSON: Sendable, Hashable, JSONWritable {
    public struct ArrivalJSON: Sendable, Hashable, JSONWritable {
        public var route: String
        public var company: String
        public var direction: String
        public var serviceType: Int
        /// The stop the time is for (for a joint route, possibly the other operator's stop beside this one).
        public var stopID: String
        public var destination: LocalizedText
        /// Null after the final bus or while ETAs are suspended; the remark then says why.
        public var eta: Date?
        /// Whole minutes until `eta`; null without a time or for a time that passed less than a minute ago ("-").
        public var minutes: Int?
        /// Empty for a tracked bus; otherwise "Scheduled Bus", "Final Bus" and so on, in three languages.
        public var remark: LocalizedText
        /// True when the time is from the timetable, not a tracked bus.
        public var scheduled: Bool
        public var etaSeq: Int
        /// True when this comes from the last good answer because the upstream failed just now.
        public var stale: Bool

        /// An arrival as answers show it; `stale` says whether its answer is.
        init(_ arrival: Arrival, stale: Bool) {
            route = arrival.route
            company = arrival.company.rawValue
            direction = arrival.direction.rawValue
            serviceType = arrival.serviceType
            stopID = arrival.stopID
            destination = arrival.destination
            eta = arrival.eta
            minutes = arrival.minutes
            remark = arrival.remark
            scheduled = arrival.isScheduled
            etaSeq = arrival.etaSequence
            self.stale = stale
        }

        /// Writes the arrival; a missing time and minutes are left out.
        public func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("company", company)
                object.member("destination", destination)
                object.member("direction", direction)
                object.member("eta", ifPresent: eta)
                object.member("eta_seq", etaSeq)
                object.member("minutes", ifPresent: minutes)
                object.member("remark", remark)
                object.member("route", route)
                object.member("scheduled", scheduled)
                object.member("service_type", serviceType)
                object.member("stale", stale)
                object.member("stop_id", stopID)
            }
        }
    }

    public var stop: StopJSON
    public var route: String?
    public var fetchedAt: Date
    public var stale: Bool
    /// Seconds since the oldest upstream answer behind these arrivals was fetched.
    public var ageS: Int
    /// Route variants whose arrivals could not be fetched and have no earlier answer to fall back on.
    public var unavailable: [String]
    /// Operators that did not answer in time and since when; absent when every operator answered.
    public var notAnswering: [OperatorOutage]?
    public var arrivals: [ArrivalJSON]

    public init(stop: Stop, arrivals: StopArrivals) {
        self.stop = StopJSON(stop)
        route = arrivals.request.route
        fetchedAt = arrivals.fetchedAt
        stale = arrivals.isStale
        ageS = Int(arrivals.age.rounded())
        unavailable = arrivals.unavailable.map(\.description)
        notAnswering = arrivals.notAnswering.isEmpty ? nil : arrivals.notAnswering
        self.arrivals = arrivals.arrivals.map { ArrivalJSON($0, stale: arrivals.isStale) }
    }

    /// Writes the stop's arrivals; a missing route filter is left out.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("age_s", ageS)
            object.member("departures", arrivals)
            object.member("fetched_at", fetchedAt)
            object.member("not_answering", ifPresent: notAnswering)
            object.member("route", ifPresent: route)
            object.member("stale", stale)
            object.member("stop", stop)
            object.member("unavailable", unavailable)
        }
    }
}

extension OperatorOutage: JSONWritable {
    /// Writes the operator's code and since when it has not answered.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("company", company.rawValue)
            object.member("since", since)
        }
    }
}
