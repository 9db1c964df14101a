import NextStopCore

/// `nextstop hk trip --json` and `GET /api/v1/trips`: the ways from A to B, best first, each ride with the next
/// arrivals at its boarding stop when arrivals were asked for.
public struct TripPlanJSON: Sendable, Hashable, JSONWritable {
    /// One end as asked: a place (`lat`, `lon`), a stop, or a stop with the stops of its group.
    public struct EndJSON: Sendable, Hashable, JSONWritable {
        public var lat: Double?
        public var lon: Double?
        public var stop: StopJSON?
        /// Every stop of a stop group end, the one asked for first.
        public var group: [StopJSON]?

        /// Writes the place's coordinates or the stop, whichever the end is, and a group's stops.
        public func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("group", ifPresent: group)
                object.member("lat", ifPresent: lat)
                object.member("lon", ifPresent: lon)
                object.member("stop", ifPresent: stop)
            }
        }
    }

    public struct LegJSON: Sendable, Hashable, JSONWritable {
        public var variant: RouteJSON
        public var board: RouteStopJSON
        public var alight: RouteStopJSON
        public var rideStops: Int
        public var jointRoute: String?
        /// The next arrivals of this ride at its boarding stop, when arrivals were asked for.
        public var arrivals: [ArrivalsJSON.ArrivalJSON]?
        /// Why `departures` is missing although arrivals were asked for.
        public var arrivalsError: String?

        /// Writes the ride; arrivals, their error and the joint route are left out when missing.
        public func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("alight", alight)
                object.member("arrivals_error", ifPresent: arrivalsError)
                object.member("board", board)
                object.member("departures", ifPresent: arrivals)
                object.member("joint_route", ifPresent: jointRoute)
                object.member("ride_stops", rideStops)
                object.member("variant", variant)
            }
        }
    }

    public struct OptionJSON: Sendable, Hashable, JSONWritable {
        public var legs: [LegJSON]
        public var walkToBoardM: Int
        public var walkFromAlightM: Int
        public var estimatedMinutes: Int

        public func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("estimated_minutes", estimatedMinutes)
                object.member("legs", legs)
                object.member("walk_from_alight_m", walkFromAlightM)
                object.member("walk_to_board_m", walkToBoardM)
            }
        }
    }

    public var from: EndJSON
    public var to: EndJSON
    public var walkRadiusM: Int
    public var outsideNetwork: Bool
    public var options: [OptionJSON]

    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("from", from)
            object.member("options", options)
            object.member("outside_network", outsideNetwork)
            object.member("to", to)
            object.member("walk_radius_m", walkRadiusM)
        }
    }

    /// The answer for a plan; `network` supplies the stops named as ends and each ride's full variant.
    public init(_ plan: TripPlan, in network: TransitNetwork) {
        func end(_ end: TripEnd) -> EndJSON {
            switch end {
            case .place(let place): EndJSON(lat: place.latitude, lon: place.longitude)
            case .stop(let id): EndJSON(stop: network.stop(id).map(StopJSON.init))
            case .stopGroup(let id):
                EndJSON(
                    stop: network.stop(id).map(StopJSON.init),
                    group: ((try? network.stopGroupIDs(around: id)) ?? []).compactMap { network.stop($0).map(StopJSON.init) })
            }
        }
        from = end(plan.from)
        to = end(plan.to)
        walkRadiusM = Int(plan.walkRadius.rounded())
        outsideNetwork = plan.outsideNetwork
        options = plan.options.map { option in
            OptionJSON(
                legs: option.legs.map { leg in
                    LegJSON(
                        variant: network.route(leg.route).map(RouteJSON.init)
                            ?? RouteJSON(key: leg.route, origin: .empty, destination: .empty),
                        board: RouteStopJSON(seq: leg.boardPosition + 1, stop: StopJSON(leg.board)),
                        alight: RouteStopJSON(seq: leg.alightPosition + 1, stop: StopJSON(leg.alight)),
                        rideStops: leg.rideStops, jointRoute: leg.jointRoute?.description)
                },
                walkToBoardM: Int(option.walkToBoard.rounded()), walkFromAlightM: Int(option.walkFromAlight.rounded()),
                estimatedMinutes: Int(option.estimatedMinutes.rounded(.up)))
        }
    }

    /// The arrival request behind each option's first ride: its route number at its boarding stop.
    public static func arrivalRequests(for plan: TripPlan) -> [ArrivalRequest] {
        plan.options.compactMap(\.legs.first).map { ArrivalRequest(stopID: $0.board.id, route: $0.route.route) }
    }

    /// The same answer with each first ride's next `limit` arrivals of its own operator and direction (or of its
    /// joint partner) filled in from a batch of arrivals.
    public mutating func attach(_ arrivals: [ArrivalRequest: Result<StopArrivals, any Error>], limit: Int = 3) {
        for index in options.indices {
            guard let leg = options[index].legs.first, let key = RouteKey(leg.variant.key) else { continue }
            switch arrivals[ArrivalRequest(stopID: leg.board.stop.id, route: key.route)] {
            case .success(let answer)?:
                let own = answer.arrivals.filter { arrival in
                    (arrival.company == key.company && arrival.direction == key.direction)
                        || arrival.key.description == leg.jointRoute
                }
                options[index].legs[0].arrivals = own.prefix(limit).map {
                    ArrivalsJSON.ArrivalJSON($0, stale: answer.isStale)
                }
            case .failure(let error)?:
                options[index].legs[0].arrivalsError = String(describing: error)
            case nil:
                break
            }
        }
    }
}
