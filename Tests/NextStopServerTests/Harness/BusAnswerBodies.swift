// The bus network's answers as a client reads them: only the members these tests look at.

/// A stop in any answer.
struct StopBody: Decodable {
    var id: String
}

/// A route variant in any answer.
struct VariantBody: Decodable {
    var key: String
}

/// A departure in arrivals or a nearby row.
struct DepartureBody: Decodable {
    var minutes: Int?
}

/// `GET /api/v1/stops/{id}/arrivals`, and each arrivals of a batch.
struct ArrivalsBody: Decodable {
    var stop: StopBody
    var route: String?
    var stale: Bool
    var departures: [DepartureBody]
}

/// `GET /api/v1/nearby`.
struct NearbyBody: Decodable {
    struct Route: Decodable {
        var variant: VariantBody
        var departures: [DepartureBody]?
        var arrivalsError: String?

        enum CodingKeys: String, CodingKey {
            case variant, departures
            case arrivalsError = "arrivals_error"
        }
    }

    struct Stop: Decodable {
        var id: String
        var routes: [StopSearchBody.Match.Route]?
    }

    var radiusM: Int
    var stops: [Stop]
    var routes: [Route]

    enum CodingKeys: String, CodingKey {
        case stops, routes
        case radiusM = "radius_m"
    }
}

/// `GET /api/v1/routes?prefix=`.
struct RouteSearchBody: Decodable {
    struct Group: Decodable {
        var route: String
    }

    var routes: [Group]
    var nextKeys: [String]

    enum CodingKeys: String, CodingKey {
        case routes
        case nextKeys = "next_keys"
    }
}

/// `GET /api/v1/routes/{key}`.
struct RouteDetailBody: Decodable {
    struct StopOnRoute: Decodable {
        var stop: StopBody
    }

    var variant: VariantBody
    var stops: [StopOnRoute]
    var nearestSeq: Int?
    var oppositeDirection: String?

    enum CodingKeys: String, CodingKey {
        case variant, stops
        case nearestSeq = "nearest_seq"
        case oppositeDirection = "opposite_direction"
    }
}

/// `GET /api/v1/stops?q=`.
struct StopSearchBody: Decodable {
    struct Match: Decodable {
        struct Route: Decodable {
            var route: String
        }

        var stop: StopBody
        var match: String
        var routes: [Route]
    }

    var stops: [Match]
}

/// `GET /api/v1/stops/{id}`.
struct StopDetailBody: Decodable {
    struct CallingRoute: Decodable {
        var variant: VariantBody
        var seq: Int
    }

    var stop: StopBody
    var routes: [CallingRoute]
}
