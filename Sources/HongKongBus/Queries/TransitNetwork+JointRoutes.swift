import NextStopCore

extension TransitNetwork {
    /// The other operator's variant that runs jointly with a variant, if any (see `JointRouteIndex` for the rule:
    /// same number, stops paired in order, every pair within 400 m).
    public func jointRoute(of key: RouteKey) -> RouteKey? { indexes.joints.link(for: key)?.partner }

    /// For a variant of a joint route, the other operator's variant and the position on it paired with `position`.
    public func jointCounterpart(of key: RouteKey, atPosition position: Int) -> (route: RouteKey, position: Int)? {
        guard let link = indexes.joints.link(for: key), link.pairedPositions.indices.contains(position) else {
            return nil
        }
        return (link.partner, link.pairedPositions[position])
    }

    /// For a variant of a joint route, the other operator's variant and its stop paired with `stopID` (the stop's
    /// first position on the variant, for a stop it visits twice).
    public func jointCounterpart(of key: RouteKey, atStop stopID: String) -> (route: RouteKey, stopID: String)? {
        guard let position = route(key)?.stopIDs.firstIndex(of: stopID),
            let counterpart = jointCounterpart(of: key, atPosition: position),
            let partner = route(counterpart.route)
        else { return nil }
        return (counterpart.route, partner.stopIDs[counterpart.position])
    }

    /// True when KMB and Citybus run a route number (any case) jointly, so search lists it once.
    public func isJoint(routeNumber: String) -> Bool {
        let number = routeNumber.trimmedForQuery.uppercased()
        return indexes.routeSearch.result(for: number).groups.contains { $0.isJoint && $0.route.uppercased() == number }
    }
}
