import NextStopCore

/// `nextstop hk nearby --json` and `GET /api/v1/nearby`: stops and route directions near a location, nearest first.
public struct NearbyJSON: Sendable, Hashable, JSONWritable {
    public struct NearbyStopJSON: Sendable, Hashable, JSONWritable {
        public var id: String
        /// The code riders see at the stop (`WT916`); absent when it has only an internal id.
        public var code: String?
        public var company: String
        public var name: LocalizedText
        public var lat: Double?
        public var lon: Double?
        public var distanceM: Int
        /// Other stop ids at exactly the same coordinates, grouped into this one.
        public var sameSpot: [String]
        /// The name of the stop most of its buses call at next; absent where every route ends here.
        public var towards: LocalizedText?
        /// The routes calling here and at the stops on the same spot, when they were asked for.
        public var routes: [ServingRouteJSON]?

        /// Writes the stop row; a missing code, missing coordinates and routes not asked for are left out.
        public func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("code", ifPresent: code)
                object.member("company", company)
                object.member("distance_m", distanceM)
                object.member("id", id)
                object.member("lat", ifPresent: lat)
                object.member("lon", ifPresent: lon)
                object.member("name", name)
                object.member("routes", ifPresent: routes)
                object.member("same_spot", sameSpot)
                object.member("towards", ifPresent: towards)
            }
        }
    }

    public struct NearbyRouteJSON: Sendable, Hashable, JSONWritable {
        public var variant: PreEncoded<RouteJSON>
        /// The route's nearest stop, where its arrivals are asked.
        public var stop: PreEncoded<StopJSON>
        /// The stop's position on the variant, 1-based like the operators' `seq`.
        public var seq: Int
        public var distanceM: Int
        public var jointRoute: String?
        /// The next arrivals of this route at `stop`, when arrivals were asked for.
        public var arrivals: [ArrivalsJSON.ArrivalJSON]?
        /// Why `departures` is missing although arrivals were asked for.
        public var arrivalsError: String?

        /// Writes the route row; arrivals, their error and the joint route are left out when missing.
        public func write(to writer: inout JSONWriter) {
            writer.object { object in
                object.member("arrivals_error", ifPresent: arrivalsError)
                object.member("departures", ifPresent: arrivals)
                object.member("distance_m", distanceM)
                object.member("joint_route", ifPresent: jointRoute)
                object.member("seq", seq)
                object.member("stop", stop)
                object.member("variant", variant)
            }
        }
    }

    public var lat: Double
    public var lon: Double
    /// The radius the results come from: the one asked for, or 1,000 m falling back to 3,000 m.
    public var radiusM: Int
    public var stops: [NearbyStopJSON]
    public var routes: [NearbyRouteJSON]

    /// The answer for a nearby result; `network` supplies the stop each stop's buses head for, and each row's stop
    /// and variant written once.
    public init(_ result: NearbyResult, in network: TransitNetwork) {
        lat = result.location.latitude
        lon = result.location.longitude
        radiusM = Int(result.radius.rounded())
        stops = result.stops.map { nearby in
            let stop = StopJSON(nearby.stop)
            return NearbyStopJSON(
                id: stop.id, code: stop.code, company: stop.company, name: stop.name, lat: stop.lat, lon: stop.lon,
                distanceM: Int(nearby.distance.rounded()), sameSpot: nearby.sameSpotStopIDs,
                towards: network.heading(ofStop: nearby.stop.id)?.name)
        }
        routes = result.routes.map { nearby in
            NearbyRouteJSON(
                variant: network.routeObject(nearby.route), stop: network.stopObject(nearby.stop), seq: nearby.position + 1,
                distanceM: Int(nearby.distance.rounded()), jointRoute: nearby.jointRoute?.description)
        }
    }

    /// The same answer with the routes calling at each stop of `result` and at the stops on its spot, each
    /// operator's once.
    public mutating func attachServingRoutes(from result: NearbyResult, in network: TransitNetwork) {
        for (index, spot) in result.stops.enumerated() {
            stops[index].routes = network.routesServing(spot).map(ServingRouteJSON.init)
        }
    }

    /// The arrival request behind each route row: its route number at its nearest stop.
    public static func arrivalRequests(for result: NearbyResult) -> [ArrivalRequest] {
        let rows = result.routes
        return rows.indices.map { ArrivalRequest(stopID: rows.stopID(at: $0), route: rows.key(at: $0).route) }
    }

    /// The same answer with each route's arrivals filled in from a batch of arrivals: the next `limit` arrivals
    /// of the row's own operator and direction (any service type), or of its joint partner.
    public mutating func attach(
        _ arrivals: [ArrivalRequest: Result<StopArrivals, any Error>], from result: NearbyResult, limit: Int = 3
    ) {
        let rows = result.routes
        for index in rows.indices {
            let key = rows.key(at: index)
            switch arrivals[ArrivalRequest(stopID: rows.stopID(at: index), route: key.route)] {
            case .success(let answer)?:
                let jointRoute = rows.jointRoute(at: index)
                let isOwn = { (arrival: Arrival) in
                    (arrival.company == key.company && arrival.direction == key.direction)
                        || arrival.key == jointRoute
                }
                // Only the arrivals shown are converted.
                var arrivals: [ArrivalsJSON.ArrivalJSON] = []
                for arrival in answer.arrivals where isOwn(arrival) {
                    guard arrivals.count < limit else { break }
                    arrivals.append(ArrivalsJSON.ArrivalJSON(arrival, stale: answer.isStale))
                }
                routes[index].arrivals = arrivals
            case .failure(let error)?:
                routes[index].arrivalsError = String(describing: error)
            case nil:
                break
            }
        }
    }

    /// Writes the location, radius and rows.
    public func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("lat", lat)
            object.member("lon", lon)
            object.member("radius_m", radiusM)
            object.member("routes", routes)
            object.member("stops", stops)
        }
    }
}
