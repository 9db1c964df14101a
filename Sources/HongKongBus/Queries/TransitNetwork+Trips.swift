import NextStopCore

extension TransitNetwork {
    /// Walking distances searched around a place, in metres: the first that finds a way is used.
    public static let tripWalkRadii = [500.0, 1_000.0]

    /// The ways from `from` to `to`: every route variant (both operators, joint routes included) that calls at a stop
    /// near the start and later at a stop near the end, best first; when none does, ways with one change at a stop
    /// or between stops at the same spot. At most `limit` options, one per route number, operator and direction.
    public func trips(from: TripEnd, to: TripEnd, limit: Int = 10) throws(QueryError) -> TripPlan {
        guard limit >= 1 else { throw .invalidLimit(limit) }
        let radii = Self.tripWalkRadii
        var plan = TripPlan(from: from, to: to, walkRadius: radii[0], options: [], outsideNetwork: false)
        for radius in radii {
            let starts = try accessStops(from, within: radius)
            let ends = try accessStops(to, within: radius)
            plan.walkRadius = radius
            plan.outsideNetwork = starts.isEmpty || ends.isEmpty
            guard !plan.outsideNetwork else { continue }
            let search = TripSearch(indexes: indexes, starts: starts, ends: ends)
            plan.options = search.direct(limit: limit)
            if plan.options.isEmpty { plan.options = search.withOneChange(limit: limit) }
            if !plan.options.isEmpty { return plan }
        }
        return plan
    }

    /// The stops a rider can walk to from `end` within `radius`, by stop index, with the metres walked.
    private func accessStops(_ end: TripEnd, within radius: Double) throws(QueryError) -> [(stop: Int32, walk: Double)] {
        switch end {
        case .stop(let id):
            guard let index = indexes.stopIndexByID[id] else { throw .unknownStop(id) }
            return [(Int32(index), 0)]
        case .stopGroup(let id):
            return try stopGroup(around: id).map { ($0, 0) }
        case .place(let location):
            try QueryError.validate(location)
            let nearby = indexes.nearbyIndex
            return nearby.spots(around: location, radius: radius).flatMap { hit in
                nearby.stopsBySpot[hit.spot].map { ($0, hit.distance) }
            }
        }
    }
}

extension TransitNetwork {
    /// How far from a stop the other poles of its name may be and still be one group, in metres: an estate's poles
    /// stand on several streets around it.
    public static let stopGroupRadius = 600.0

    /// The stop `id` and every stop of its `groupName` within `stopGroupRadius` of it, by stop index, `id` first.
    func stopGroup(around id: String) throws(QueryError) -> [Int32] {
        guard let index = indexes.stopIndexByID[id] else { throw .unknownStop(id) }
        let stops = indexes.network.stops
        let name = stops[index].groupName
        let nearby = indexes.nearbyIndex
        let others = nearby.spots(around: stops[index].coordinate, radius: Self.stopGroupRadius).flatMap { hit in
            nearby.stopsBySpot[hit.spot].filter { Int($0) != index && stops[Int($0)].groupName == name }
        }
        return [Int32(index)] + others
    }

    /// The ids of the stops `stopGroup(around:)` finds.
    public func stopGroupIDs(around id: String) throws(QueryError) -> [String] {
        try stopGroup(around: id).map { indexes.network.stops[Int($0)].id }
    }
}

/// One trip search over a network's indexes: the boarding options near the start, ridden to the stops near the end.
private struct TripSearch {
    /// A way onto a variant: the position boarded at, the stop and the metres walked to it.
    struct Boarding {
        var position: Int32
        var stop: Int32
        var walk: Double
    }

    static let metresPerMinute = 80.0
    static let minutesPerStop = 1.0
    static let minutesPerChange = 5.0

    let indexes: TransitNetworkIndexes
    let ends: [(stop: Int32, walk: Double)]
    /// Every variant calling near the start, by variant index, with its ways on.
    let boardings: [Int32: [Boarding]]

    init(indexes: TransitNetworkIndexes, starts: [(stop: Int32, walk: Double)], ends: [(stop: Int32, walk: Double)]) {
        self.indexes = indexes
        self.ends = ends
        var boardings: [Int32: [Boarding]] = [:]
        for start in starts {
            for call in Self.calls(atStop: start.stop, in: indexes) {
                boardings[call.route, default: []].append(Boarding(position: call.position, stop: start.stop, walk: start.walk))
            }
        }
        self.boardings = boardings
    }

    /// One variant from near the start to near the end, the best boarding for each way off.
    func direct(limit: Int) -> [TripOption] {
        var best: [Int32: TripOption] = [:]
        for end in ends {
            for call in Self.calls(atStop: end.stop, in: indexes) {
                guard let ways = boardings[call.route] else { continue }
                for way in ways where way.position < call.position {
                    let leg = leg(route: call.route, from: way.position, to: call.position)
                    let option = TripOption(
                        legs: [leg], walkToBoard: way.walk, walkFromAlight: end.walk,
                        estimatedMinutes: (way.walk + end.walk) / Self.metresPerMinute
                            + Double(leg.rideStops) * Self.minutesPerStop)
                    if best[call.route].map({ option.estimatedMinutes < $0.estimatedMinutes }) ?? true {
                        best[call.route] = option
                    }
                }
            }
        }
        return Self.ranked(Array(best.values), limit: limit)
    }

    /// Two variants with a change at a stop, or between stops at one spot, when no variant goes all the way.
    func withOneChange(limit: Int) -> [TripOption] {
        // The quickest first ride to each spot: (minutes so far, first leg, walk to board).
        var reached: [Int32: (minutes: Double, leg: TripLeg, walk: Double)] = [:]
        for (route, ways) in boardings {
            let stops = indexes.stopIndexesByRoute[Int(route)]
            for way in ways {
                for position in Int(way.position) + 1..<stops.count {
                    let spot = spot(of: stops[position])
                    guard spot >= 0 else { continue }
                    let minutes =
                        way.walk / Self.metresPerMinute + Double(position - Int(way.position)) * Self.minutesPerStop
                    let first = leg(route: route, from: way.position, to: Int32(position))
                    if reached[spot].map({ (minutes, first.route) < ($0.minutes, $0.leg.route) }) ?? true {
                        reached[spot] = (minutes, first, way.walk)
                    }
                }
            }
        }
        var best: [String: TripOption] = [:]
        for end in ends {
            for call in Self.calls(atStop: end.stop, in: indexes) {
                let stops = indexes.stopIndexesByRoute[Int(call.route)]
                for position in 0..<Int(call.position) {
                    guard let first = reached[spot(of: stops[position])], first.leg.route != routeKey(call.route) else {
                        continue
                    }
                    let second = leg(route: call.route, from: Int32(position), to: call.position)
                    let minutes =
                        first.minutes + Self.minutesPerChange + Double(second.rideStops) * Self.minutesPerStop
                        + end.walk / Self.metresPerMinute
                    let option = TripOption(
                        legs: [first.leg, second], walkToBoard: first.walk, walkFromAlight: end.walk,
                        estimatedMinutes: minutes)
                    let pair = "\(first.leg.route) \(second.route)"
                    if best[pair].map({ minutes < $0.estimatedMinutes }) ?? true { best[pair] = option }
                }
            }
        }
        return Self.ranked(Array(best.values), limit: limit)
    }

    /// Fastest first, then by route; one option per ride sequence of route number, operator and direction (a special
    /// departure shows only when it beats the regular service), a joint route's two operators counting as one.
    private static func ranked(_ options: [TripOption], limit: Int) -> [TripOption] {
        let ordered = options.sorted {
            $0.estimatedMinutes != $1.estimatedMinutes
                ? $0.estimatedMinutes < $1.estimatedMinutes : $0.legs.map(\.route).lexicographicallyPrecedes($1.legs.map(\.route))
        }
        var seen = Set<String>()
        return Array(ordered.filter { seen.insert($0.legs.map(identity).joined(separator: " ")).inserted }.prefix(limit))
    }

    /// What a rider would call the same ride: operator, number and direction, a joint route by its first operator.
    private static func identity(_ leg: TripLeg) -> String {
        let route = [leg.route, leg.jointRoute].compactMap(\.self).min() ?? leg.route
        return "\(route.company):\(route.route):\(route.direction)"
    }

    private func leg(route: Int32, from board: Int32, to alight: Int32) -> TripLeg {
        let stops = indexes.stopIndexesByRoute[Int(route)]
        return TripLeg(
            route: routeKey(route), board: indexes.network.stops[Int(stops[Int(board)])], boardPosition: Int(board),
            alight: indexes.network.stops[Int(stops[Int(alight)])], alightPosition: Int(alight),
            jointRoute: indexes.jointPartnerByRoute[Int(route)])
    }

    private func routeKey(_ route: Int32) -> RouteKey { indexes.network.routes[Int(route)].key }

    private func spot(of stop: Int32) -> Int32 { stop >= 0 ? indexes.nearbyIndex.spotByStop[Int(stop)] : -1 }

    /// Every variant calling at a stop, at each of its positions there.
    private static func calls(atStop stop: Int32, in indexes: TransitNetworkIndexes) -> [StopCall] {
        let table = indexes.visitTable
        return table.visitsByStop[Int(stop)].flatMap { visit in
            table.calls[Int(visit.calls.lowerBound)..<Int(visit.calls.upperBound)]
        }
    }
}
