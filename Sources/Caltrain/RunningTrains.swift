import Foundation
import GTFS

/// A train on the line at an instant, placed from the timetable and the real-time already polled: standing at a
/// station, or between the station it last left and the next it stops at, in proportion to the time between them.
public struct RunningTrain: Sendable, Hashable {
    public var number: String
    public var direction: TrainDirection
    public var latitude: Double
    public var longitude: Double
    /// The station it stands at or last left.
    public var previousStation: CaltrainStation
    /// The next station it stops at; nil while it stands at one.
    public var nextStation: CaltrainStation?
    /// Seconds late at the station it stands at or reaches next, from the real-time feed; nil when the feed gives no
    /// delay for the train so far and its times are the timetable's.
    public var delaySeconds: Int?
}

extension CaltrainTimetable {
    /// One call of a trip as it now runs: the station, and the arrival and departure with the delay applied.
    private struct Call {
        var station: Int
        var arrival: Date
        var departure: Date
        var delay: Int?
    }

    /// Every train running at `instant` (yesterday's trains past midnight included), delayed as `realtime` says:
    /// each stop's own estimate, else the delay of the last stop before it that has one, as GTFS-Realtime carries
    /// delays forward; stops the feed says the train skips are passed, and cancelled trains are not running.
    public func runningTrains(at instant: Date, realtime: RealtimeIndex?) -> [RunningTrain] {
        var running: [RunningTrain] = []
        for date in feed.serviceDates(around: instant) {
            for profile in profiles {
                let trip = feed.trips[profile.tripIndex]
                guard feed.runs(trip, on: date) else { continue }
                let live = realtime?.trains[RealtimeIndex.Key(number: trip.number, serviceDate: date)]
                guard live?.cancelled != true else { continue }
                let calls = self.calls(ofTripAt: profile.tripIndex, on: date, live: live)
                guard let first = calls.first, let last = calls.last, first.departure <= instant, instant < last.arrival,
                    let train = place(calls, at: instant, number: trip.number, direction: profile.direction)
                else { continue }
                running.append(train)
            }
        }
        return running.sorted { ($0.direction.rawValue, $0.number) < ($1.direction.rawValue, $1.number) }
    }

    private func calls(ofTripAt tripIndex: Int, on date: ServiceDate, live: TrainRealtime?) -> [Call] {
        let estimates = Dictionary((live?.stops ?? []).map { ($0.stopID, $0) }, uniquingKeysWith: { first, _ in first })
        var carried: Int?
        var calls: [Call] = []
        for dated in feed.datedStopTimes(ofTripAt: tripIndex, on: date) {
            guard let station = stationOfStop[dated.stop.stopID] else { continue }
            let estimate = estimates[dated.stop.stopID]
            if estimate?.skipped == true { continue }
            let arrivalDelay = estimate?.arrivalOrDeparture.map { Int($0.timeIntervalSince(dated.arrival)) } ?? estimate?.delay
            let departureDelay =
                estimate?.departureOrArrival.map { Int($0.timeIntervalSince(dated.departure)) } ?? estimate?.delay
            carried = departureDelay ?? arrivalDelay ?? carried
            let arrival = dated.arrival.addingTimeInterval(Double(arrivalDelay ?? carried ?? 0))
            let departure = max(arrival, dated.departure.addingTimeInterval(Double(departureDelay ?? carried ?? 0)))
            calls.append(Call(station: station, arrival: arrival, departure: departure, delay: arrivalDelay ?? carried))
        }
        return calls
    }

    private func place(_ calls: [Call], at instant: Date, number: String, direction: TrainDirection) -> RunningTrain? {
        for (index, call) in calls.enumerated() {
            let here = stations[call.station]
            if call.arrival <= instant, instant <= call.departure {
                guard let latitude = here.latitude, let longitude = here.longitude else { return nil }
                return RunningTrain(
                    number: number, direction: direction, latitude: latitude, longitude: longitude, previousStation: here,
                    nextStation: nil, delaySeconds: call.delay)
            }
            guard index + 1 < calls.count, call.departure < instant, instant < calls[index + 1].arrival else { continue }
            let next = calls[index + 1]
            let there = stations[next.station]
            guard let fromLatitude = here.latitude, let fromLongitude = here.longitude, let toLatitude = there.latitude,
                let toLongitude = there.longitude
            else { return nil }
            let share = instant.timeIntervalSince(call.departure) / next.arrival.timeIntervalSince(call.departure)
            return RunningTrain(
                number: number, direction: direction, latitude: fromLatitude + (toLatitude - fromLatitude) * share,
                longitude: fromLongitude + (toLongitude - fromLongitude) * share, previousStation: here, nextStation: there,
                delaySeconds: next.delay ?? call.delay)
        }
        return nil
    }
}
