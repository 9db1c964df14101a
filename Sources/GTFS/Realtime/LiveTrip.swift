import Foundation

/// One trip's instance as it runs: each stop's timetabled and expected times.
public struct LiveTrip: Sendable, Hashable {
    public struct Call: Sendable, Hashable {
        public let stop: StopTime
        /// When it is timetabled to leave (to arrive, at the last stop).
        public let timetabled: Date
        /// When it is expected, once a prediction reaches the stop.
        public let expected: Date?
        /// Seconds late (negative when early); nil without a prediction.
        public let delay: Int?
        public let isSkipped: Bool
    }

    public let tripID: String
    public let serviceDate: ServiceDate
    public let isCanceled: Bool
    public let calls: [Call]
}

extension GTFSFeed {
    /// Trip `tripID` on `date` made live by `realtime` as the departure boards are
    /// (`delays(along:update:on:)`). Throws `FeedQueryError.unknownTrip`.
    public func liveTrip(id tripID: String, on date: ServiceDate, realtime: TripUpdates?) throws(FeedQueryError)
        -> LiveTrip
    {
        guard let tripIndex = tripIndex(id: tripID) else { throw .unknownTrip(tripID) }
        let stops = stopTimes(ofTripAt: tripIndex)
        let updates = realtime?.updatesByTrip[tripID] ?? []
        let update = updates.first { $0.startDate == date } ?? updates.first { $0.startDate == nil }
        let canceled = update?.relationship == .canceled
        let delays =
            update.map { canceled ? [] : self.delays(along: stops, update: $0, on: date) }
            ?? []
        let calls = stops.enumerated().map { index, stop in
            let last = index == stops.count - 1
            let timetabled = instant(of: last ? stop.arrival : stop.departure, on: date)
            let delay = index < delays.count ? delays[index] : .unknown
            return LiveTrip.Call(
                stop: stop, timetabled: timetabled,
                expected: delay.seconds.map { timetabled.addingTimeInterval(Double($0)) }, delay: delay.seconds,
                isSkipped: delay == .skipped)
        }
        return LiveTrip(tripID: tripID, serviceDate: date, isCanceled: canceled, calls: calls)
    }
}
