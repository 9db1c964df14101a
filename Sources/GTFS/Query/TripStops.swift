import Foundation

/// A trip's ordered stops.
extension GTFSFeed {
    /// The stop times of trip `tripID` in `stop_sequence` order. Throws `FeedQueryError.unknownTrip`.
    public func stopTimes(ofTrip tripID: String) throws(FeedQueryError) -> [StopTime] {
        guard let index = tripIDs.index(of: tripID) else { throw .unknownTrip(tripID) }
        return stopTimes(ofTripAt: Int(index))
    }

    /// The stop times of `trips[tripIndex]` in `stop_sequence` order (empty for a trip with unusable times).
    public func stopTimes(ofTripAt tripIndex: Int) -> [StopTime] {
        stopTimes.rows(ofTrip: Int32(tripIndex)).map(stopTime(atRow:))
    }

    /// The stop times of a trip with their instants on service date `date`.
    public func datedStopTimes(ofTripAt tripIndex: Int, on date: ServiceDate) -> [(
        stop: StopTime, arrival: Date, departure: Date
    )] {
        stopTimes(ofTripAt: tripIndex).map { stop in
            (stop, instant(of: stop.arrival, on: date), instant(of: stop.departure, on: date))
        }
    }

    /// The public form of one row of the stop-time table.
    func stopTime(atRow row: Int) -> StopTime {
        let flags = stopTimes.flags[row]
        return StopTime(
            stopID: stops[Int(stopTimes.stop[row])].id, stopSequence: Int(stopTimes.sequence[row]),
            arrival: ServiceTime(seconds: Int(stopTimes.arrival[row])),
            departure: ServiceTime(seconds: Int(stopTimes.departure[row])),
            headsign: stopTimes.headsign(atRow: row),
            allowsBoarding: flags & StopTimeTable.canBoard != 0, allowsAlighting: flags & StopTimeTable.canAlight != 0,
            isTimeInterpolated: flags & StopTimeTable.interpolated != 0)
    }
}
