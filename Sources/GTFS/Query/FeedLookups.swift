/// Finding stops, trips and routes by id, and the stops a station stands for.
extension GTFSFeed {
    /// The stop with `stop_id` `id`.
    public func stop(id: String) -> Stop? {
        stopIDs.index(of: id).map { stops[Int($0)] }
    }

    /// The trip with `trip_id` `id`.
    public func trip(id: String) -> Trip? {
        tripIDs.index(of: id).map { trips[Int($0)] }
    }

    /// The position of trip `id` in `trips`.
    public func tripIndex(id: String) -> Int? {
        tripIDs.index(of: id).map(Int.init)
    }

    /// The route with `route_id` `id`.
    public func route(id: String) -> Route? {
        routes.first { $0.id == id }
    }

    /// The route a trip runs on.
    public func route(of trip: Trip) -> Route {
        routes[Int(trip.routeIndex)]
    }

    /// The station of a platform (its `parent_station` when that is a station), else the stop itself.
    public func station(containing stopID: String) -> Stop? {
        guard let index = stopIDs.index(of: stopID) else { return nil }
        let parent = stopParent[Int(index)]
        if parent >= 0, stops[Int(parent)].locationType == .station { return stops[Int(parent)] }
        return stops[Int(index)]
    }

    /// How many stop times survived loading.
    public var stopTimeCount: Int {
        stopTimes.stop.count
    }

    /// Every `service_id` of the feed.
    public var serviceIDs: [String] {
        calendar.serviceIDs
    }

    /// Stop `id` and, for a station, its platforms (children and their children): the stops whose visits are its
    /// visits. Throws `FeedQueryError.unknownStop` for an id not in the feed.
    func servedStopIndexes(_ id: String) throws(FeedQueryError) -> [Int32] {
        guard let index = stopIDs.index(of: id) else { throw .unknownStop(id) }
        var result: [Int32] = [index]
        var cursor = 0
        while cursor < result.count {
            result.append(contentsOf: stopChildren[Int(result[cursor])])
            cursor += 1
        }
        return result
    }

    /// The union of `servedStopIndexes` for several ids, without duplicates.
    func servedStopIndexes(_ ids: [String]) throws(FeedQueryError) -> [Int32] {
        var seen: Set<Int32> = []
        var result: [Int32] = []
        for id in ids {
            for index in try servedStopIndexes(id) where seen.insert(index).inserted { result.append(index) }
        }
        return result
    }
}

/// Why a query could not be answered.
public enum FeedQueryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No stop has this `stop_id`.
    case unknownStop(String)
    /// No trip has this `trip_id`.
    case unknownTrip(String)

    /// One line a person can act on.
    public var description: String {
        switch self {
        case .unknownStop(let id): "no stop with stop_id \"\(id)\" in the feed"
        case .unknownTrip(let id): "no trip with trip_id \"\(id)\" in the feed"
        }
    }
}
