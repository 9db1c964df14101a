import GTFS

/// What the timetable needs to know about one trip: its direction, its service, and the stations it stops at.
struct TripProfile: Sendable {
    /// A station the trip stops at for passengers.
    struct StationStop: Sendable {
        let station: Int
        let stopTime: StopTime
    }

    let tripIndex: Int
    let direction: TrainDirection
    let service: CaltrainService
    /// Passenger stops in trip order (stop times where neither boarding nor alighting is allowed are left out).
    let stops: [StationStop]

    /// Whether the trip stops for passengers at `station`.
    func stops(at station: Int) -> Bool {
        stops.contains { $0.station == station }
    }

    /// Profiles of every trip of `feed`, in `feed.trips` order.
    ///
    /// Direction: the platform ids' last digit (1 north, 2 south) by majority; else the trip's `direction_id` read
    /// the way the feed's other trips use it; else whether the trip ends north of where it starts.
    static func profiles(of feed: GTFSFeed, directory: StationDirectory) -> [TripProfile] {
        let stopTimes = feed.trips.indices.map { feed.stopTimes(ofTripAt: $0) }
        let byPlatform = stopTimes.map(directionByPlatforms)
        var directionIdVotes: [Int: [TrainDirection: Int]] = [:]
        for (index, direction) in byPlatform.enumerated() {
            guard let direction, let directionID = feed.trips[index].directionID else { continue }
            directionIdVotes[directionID, default: [:]][direction, default: 0] += 1
        }
        let directionOfID = directionIdVotes.compactMapValues { votes in votes.max { $0.value < $1.value }?.key }
        return feed.trips.indices.map { index in
            let trip = feed.trips[index]
            let stops = stopTimes[index].compactMap { stopTime -> StationStop? in
                guard stopTime.isPassengerStop, let station = directory.stationOfStop[stopTime.stopID] else { return nil }
                return StationStop(station: station, stopTime: stopTime)
            }
            let direction =
                byPlatform[index] ?? trip.directionID.flatMap { directionOfID[$0] }
                ?? directionByLatitude(stops, directory) ?? (trip.directionID == 1 ? .south : .north)
            return TripProfile(
                tripIndex: index, direction: direction, service: CaltrainService(route: feed.route(of: trip)), stops: stops)
        }
    }

    private static func directionByPlatforms(_ stopTimes: [StopTime]) -> TrainDirection? {
        var north = 0
        var south = 0
        for stopTime in stopTimes {
            switch TrainDirection(platformID: stopTime.stopID) {
            case .north: north += 1
            case .south: south += 1
            case nil: break
            }
        }
        if north == south { return nil }
        return north > south ? .north : .south
    }

    private static func directionByLatitude(_ stops: [StationStop], _ directory: StationDirectory) -> TrainDirection? {
        guard let first = stops.first, let last = stops.last,
            let from = directory.stations[first.station].latitude, let to = directory.stations[last.station].latitude,
            from != to
        else { return nil }
        return to > from ? .north : .south
    }
}
