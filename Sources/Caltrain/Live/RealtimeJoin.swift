import Foundation
import GTFS

/// A train's real-time as a rider sees it on one trip: when it now leaves the origin and reaches the destination.
public struct TrainLiveStatus: Sendable, Hashable {
    /// The expected departure from the origin; nil for a train that passes it.
    public var expectedDeparture: Date?
    /// The expected arrival at the destination.
    public var expectedArrival: Date
    /// Seconds late at the origin (at the destination for a train that passes the origin); negative when early.
    public var delaySeconds: Int
    /// True when the trip is cancelled.
    public var cancelled: Bool
}

/// A real-time snapshot keyed by train number and service date, the only way it is ever matched to the timetable.
public struct RealtimeIndex: Sendable {
    struct Key: Hashable {
        var number: String
        var serviceDate: ServiceDate
    }

    /// The snapshot the index was built from.
    public let snapshot: RealtimeSnapshot
    let trains: [Key: TrainRealtime]
}

extension CaltrainTimetable {
    /// Indexes `snapshot` by train number and service date; a train whose feed gave no service date gets the date on
    /// which that train number's timetable is nearest to its estimates (trains reported past midnight belong to the
    /// day before). Trains the timetable does not know are left out.
    public func index(_ snapshot: RealtimeSnapshot) -> RealtimeIndex {
        var trains: [RealtimeIndex.Key: TrainRealtime] = [:]
        for train in snapshot.trains {
            guard let date = train.serviceDate ?? serviceDate(of: train) else { continue }
            trains[RealtimeIndex.Key(number: train.number, serviceDate: date)] = train
        }
        return RealtimeIndex(snapshot: snapshot, trains: trains)
    }

    /// The live status of `train` in `index`, or nil when the feed says nothing about that train on that date.
    ///
    /// Each estimate gives a delay against the same trip's timetable at that stop; the origin and destination use
    /// their own estimate, else the latest delay known before them, carried forward.
    public func liveStatus(of train: CaltrainTrain, in index: RealtimeIndex) -> TrainLiveStatus? {
        guard let realtime = index.trains[RealtimeIndex.Key(number: train.number, serviceDate: train.serviceDate)],
            let tripIndex = feed.tripIndex(id: train.tripID)
        else { return nil }
        let estimates = Dictionary(realtime.stops.map { ($0.stopID, $0) }, uniquingKeysWith: { first, _ in first })
        var latestDelay: Int?
        var departure: (expected: Date, delay: Int)?
        var arrival: Date?
        for dated in feed.datedStopTimes(ofTripAt: tripIndex, on: train.serviceDate) {
            let estimate = estimates[dated.stop.stopID]
            let isOrigin = dated.stop.stopID == train.fromStopID
            let isDestination = dated.stop.stopID == train.toStopID
            if let estimate, !estimate.skipped {
                let expected = isOrigin ? estimate.departureOrArrival : estimate.arrivalOrDeparture
                let scheduled = isOrigin ? dated.departure : dated.arrival
                latestDelay = expected.map { Int($0.timeIntervalSince(scheduled)) } ?? estimate.delay ?? latestDelay
            }
            if isOrigin {
                let delay = latestDelay ?? firstDelay(in: realtime, estimates: estimates, tripIndex: tripIndex, on: train)
                departure = (dated.departure.addingTimeInterval(Double(delay)), delay)
            }
            if isDestination {
                let carried = latestDelay ?? departure?.delay ?? 0
                arrival = estimate?.arrivalOrDeparture ?? dated.arrival.addingTimeInterval(Double(carried))
                break
            }
        }
        guard let arrival else { return nil }
        let delay = departure?.delay ?? Int(arrival.timeIntervalSince(train.arrivesAt))
        return TrainLiveStatus(
            expectedDeparture: train.stopsAtOrigin ? departure?.expected : nil, expectedArrival: arrival,
            delaySeconds: delay, cancelled: realtime.cancelled)
    }

    /// The delay at the first estimated stop of the trip, for an origin the feed reports nothing before.
    private func firstDelay(
        in realtime: TrainRealtime, estimates: [String: StopEstimate], tripIndex: Int, on train: CaltrainTrain
    ) -> Int {
        for dated in feed.datedStopTimes(ofTripAt: tripIndex, on: train.serviceDate) {
            guard let estimate = estimates[dated.stop.stopID] else { continue }
            if let expected = estimate.arrivalOrDeparture { return Int(expected.timeIntervalSince(dated.arrival)) }
            if let delay = estimate.delay { return delay }
        }
        return 0
    }

    /// The service date on which train `realtime.number`'s timetable is nearest its first estimate: the local date
    /// of the estimate or the day before.
    func serviceDate(of realtime: TrainRealtime) -> ServiceDate? {
        guard let estimate = realtime.stops.first(where: { $0.arrivalOrDeparture != nil }),
            let expected = estimate.arrivalOrDeparture
        else { return nil }
        let today = feed.localDate(of: expected)
        var best: (date: ServiceDate, distance: TimeInterval)?
        for date in [today.adding(days: -1), today] {
            for tripIndex in tripsByNumber[realtime.number] ?? [] where feed.runs(feed.trips[tripIndex], on: date) {
                guard
                    let stop = feed.datedStopTimes(ofTripAt: tripIndex, on: date).first(where: {
                        $0.stop.stopID == estimate.stopID
                    })
                else { continue }
                let distance = abs(expected.timeIntervalSince(stop.arrival))
                if best.map({ distance < $0.distance }) ?? true { best = (date, distance) }
            }
        }
        return best?.date
    }
}
