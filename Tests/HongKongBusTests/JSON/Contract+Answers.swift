import HongKongBus
import NextStopCore

// The "`--json` contract" of docs/HONG-KONG-BUSES.md, answer by answer: the names, types and values a script may rely
// on. An optional member that is nil is absent, never null.

extension LocalizedText: Contracted {
    /// `{"en", "sc", "tc"}`.
    var contract: ParsedJSON { .members(["en": .string(en), "sc": .string(sc), "tc": .string(tc)]) }
}

extension StopJSON: Contracted {
    /// `{"id", "code", "company", "name", "lat", "lon", "placeholder"}`, without coordinates for a placeholder and
    /// without a code for a stop riders know by none.
    var contract: ParsedJSON {
        .members([
            "code": code?.contract, "company": company.contract, "id": id.contract, "lat": lat?.contract, "lon": lon?.contract,
            "name": name.contract, "placeholder": placeholder.contract,
        ])
    }
}

extension RouteJSON: Contracted {
    /// `{"key", "company", "route", "direction", "service_type", "special", "origin", "destination"}`.
    var contract: ParsedJSON {
        .members([
            "company": company.contract, "destination": destination.contract, "direction": direction.contract,
            "key": key.contract, "origin": origin.contract, "route": route.contract, "service_type": serviceType.contract,
            "special": special.contract,
        ])
    }
}

extension PreEncoded: Contracted where Value: Contracted {
    /// The value's own contract: copied bytes must read as the value written.
    var contract: ParsedJSON { value.contract }
}

extension ArrivalsJSON.ArrivalJSON: Contracted {
    /// `eta`'s arrivals; an arrival without a time has neither `eta` nor `minutes`.
    var contract: ParsedJSON {
        .members([
            "company": company.contract, "destination": destination.contract, "direction": direction.contract,
            "eta": eta?.contract, "eta_seq": etaSeq.contract, "minutes": minutes?.contract, "remark": remark.contract,
            "route": route.contract, "scheduled": scheduled.contract, "service_type": serviceType.contract,
            "stale": stale.contract, "stop_id": stopID.contract,
        ])
    }
}

extension ArrivalsJSON: Contracted {
    /// `eta`: `route` only when one was asked for, `not_answering` only when an operator failed.
    var contract: ParsedJSON {
        .members([
            "age_s": ageS.contract, "departures": arrivals.contract, "fetched_at": fetchedAt.contract,
            "not_answering": notAnswering?.contract, "route": route?.contract, "stale": stale.contract,
            "stop": stop.contract, "unavailable": unavailable.contract,
        ])
    }
}

extension OperatorOutage: Contracted {
    var contract: ParsedJSON { .members(["company": company.rawValue.contract, "since": since.contract]) }
}

extension NearbyJSON.NearbyStopJSON: Contracted {
    var contract: ParsedJSON {
        .members([
            "code": code?.contract, "company": company.contract, "distance_m": distanceM.contract, "id": id.contract,
            "lat": lat?.contract, "lon": lon?.contract, "name": name.contract, "routes": routes?.contract,
            "same_spot": sameSpot.contract, "towards": towards?.contract,
        ])
    }
}

extension NearbyJSON.NearbyRouteJSON: Contracted {
    /// A route row: `departures` or `arrivals_error` only when arrivals were asked for, `joint_route` when joint.
    var contract: ParsedJSON {
        .members([
            "arrivals_error": arrivalsError?.contract, "departures": arrivals?.contract, "distance_m": distanceM.contract,
            "joint_route": jointRoute?.contract, "seq": seq.contract, "stop": stop.contract, "variant": variant.contract,
        ])
    }
}

extension NearbyJSON: Contracted {
    /// `nearby`.
    var contract: ParsedJSON {
        .members([
            "lat": lat.contract, "lon": lon.contract, "radius_m": radiusM.contract, "routes": routes.contract,
            "stops": stops.contract,
        ])
    }
}

extension RouteSearchJSON.Direction: Contracted {
    var contract: ParsedJSON {
        .members([
            "joint_route": jointRoute?.contract, "special_departures": specialDepartures.contract,
            "variant": variant.contract,
        ])
    }
}

extension RouteSearchJSON.Group: Contracted {
    var contract: ParsedJSON {
        .members([
            "companies": companies.contract, "directions": directions.contract, "joint": joint.contract,
            "route": route.contract,
        ])
    }
}

extension RouteSearchJSON: Contracted {
    /// `routes`.
    var contract: ParsedJSON {
        .members(["next_keys": nextKeys.contract, "prefix": prefix.contract, "routes": routes.contract])
    }
}

extension RouteStopJSON: Contracted {
    var contract: ParsedJSON { .members(["seq": seq.contract, "stop": stop.contract]) }
}

extension RouteDetailJSON: Contracted {
    /// `route`: the relations and the nearest stop only when there are some.
    var contract: ParsedJSON {
        .members([
            "circular": circular.contract, "joint_route": jointRoute?.contract,
            "nearest_distance_m": nearestDistanceM?.contract, "nearest_seq": nearestSeq?.contract,
            "opposite_direction": oppositeDirection?.contract, "other_service_types": otherServiceTypes.contract,
            "stops": stops.contract, "variant": variant.contract,
        ])
    }
}

extension ServingRouteJSON: Contracted {
    var contract: ParsedJSON { .members(["company": company.contract, "route": route.contract]) }
}

extension StopSearchJSON.Match: Contracted {
    /// `towards` only where some route leaves the stop.
    var contract: ParsedJSON {
        .members([
            "match": match.contract, "routes": routes.contract, "stop": stop.contract, "towards": towards?.contract,
        ])
    }
}

extension StopSearchJSON: Contracted {
    /// `stops`.
    var contract: ParsedJSON { .members(["query": query.contract, "stops": stops.contract]) }
}

extension StopDetailJSON.CallingRouteJSON: Contracted {
    var contract: ParsedJSON { .members(["seq": seq.contract, "variant": variant.contract]) }
}

extension StopDetailJSON: Contracted {
    /// `GET /api/v1/stops/{id}`.
    var contract: ParsedJSON { .members(["routes": routes.contract, "stop": stop.contract]) }
}

extension TripPlanJSON.EndJSON: Contracted {
    /// A place's `lat` and `lon`, or a `stop` with its `group` when the end is one.
    var contract: ParsedJSON {
        .members(["group": group?.contract, "lat": lat?.contract, "lon": lon?.contract, "stop": stop?.contract])
    }
}

extension TripPlanJSON.LegJSON: Contracted {
    /// A ride; `departures` or `arrivals_error` only when arrivals were asked for, `joint_route` only for one.
    var contract: ParsedJSON {
        .members([
            "alight": alight.contract, "arrivals_error": arrivalsError?.contract, "board": board.contract,
            "departures": arrivals?.contract, "joint_route": jointRoute?.contract, "ride_stops": rideStops.contract,
            "variant": variant.contract,
        ])
    }
}

extension TripPlanJSON.OptionJSON: Contracted {
    var contract: ParsedJSON {
        .members([
            "estimated_minutes": estimatedMinutes.contract, "legs": legs.contract,
            "walk_from_alight_m": walkFromAlightM.contract, "walk_to_board_m": walkToBoardM.contract,
        ])
    }
}

extension TripPlanJSON: Contracted {
    /// `trip`: both ends as asked, the walking radius used and the options, best first.
    var contract: ParsedJSON {
        .members([
            "from": from.contract, "options": options.contract, "outside_network": outsideNetwork.contract,
            "to": to.contract, "walk_radius_m": walkRadiusM.contract,
        ])
    }
}
