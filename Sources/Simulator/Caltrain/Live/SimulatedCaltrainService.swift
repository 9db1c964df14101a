import Foundation
import GTFS

/// Caltrain as it runs at one moment on the generated timetable: which trains are out, how late each is, which
/// are cancelled. Delays and cancellations follow from the seed, the train and its service date alone, so every
/// upstream (StopMonitoring, TripUpdates, alerts) tells the same story and a run repeats exactly.
struct SimulatedCaltrainService: Sendable {
    /// A train out now or soon, with its remaining calls.
    struct RunningTrain: Sendable {
        let number: String
        let serviceDate: ServiceDate
        let routeID: String
        let directionID: Int?
        /// Seconds late, the same at every stop.
        let delay: Int
        let cancelled: Bool
        /// Stops not yet left, in trip order, with their timetabled and expected instants.
        let calls: [Call]
    }

    struct Call: Sendable {
        let stopID: String
        let aimed: Date
        let expected: Date
    }

    let feed: GTFSFeed
    let seed: UInt64
    /// How far ahead trains are reported: 511 reports a few hours of trains.
    var horizon: TimeInterval = 3 * 3_600

    /// The trains with a call between `now` and the horizon, on yesterday's or today's service.
    func trains(at now: Date) -> [RunningTrain] {
        var running: [RunningTrain] = []
        for date in feed.serviceDates(around: now) {
            for (index, trip) in feed.trips.enumerated() where feed.runs(trip, on: date) {
                let delay = delaySeconds(trip.number, date)
                let calls = feed.datedStopTimes(ofTripAt: index, on: date).compactMap { dated -> Call? in
                    let expected = dated.departure.addingTimeInterval(Double(delay))
                    guard expected >= now, dated.departure <= now.addingTimeInterval(horizon) else { return nil }
                    return Call(stopID: dated.stop.stopID, aimed: dated.departure, expected: expected)
                }
                guard !calls.isEmpty else { continue }
                running.append(
                    RunningTrain(
                        number: trip.number, serviceDate: date, routeID: trip.routeID, directionID: trip.directionID,
                        delay: delay, cancelled: isCancelled(trip.number, date), calls: calls))
            }
        }
        return running.sorted { ($0.calls[0].expected, $0.number) < ($1.calls[0].expected, $1.number) }
    }

    /// Most trains on time or a minute or two late, one in five 3–15 minutes late.
    func delaySeconds(_ number: String, _ date: ServiceDate) -> Int {
        let draw = StableHash.unit(StableHash.value(seed: seed, "delay", number, date.description))
        if draw < 0.55 { return 0 }
        if draw < 0.8 { return 60 * Int(1 + (draw - 0.55) * 8) }
        return 60 * Int(3 + (draw - 0.8) * 60)
    }

    /// One train in forty.
    func isCancelled(_ number: String, _ date: ServiceDate) -> Bool {
        StableHash.unit(StableHash.value(seed: seed, "cancel", number, date.description)) < 0.025
    }
}
