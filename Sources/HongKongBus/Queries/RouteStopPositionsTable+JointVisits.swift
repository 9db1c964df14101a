import NextStopCore

extension RouteStopPositionsTable {
    /// For each visit, by index, its joint counterpart or -1: the partner variant's visit to the stop that
    /// `TransitNetwork.jointCounterpart(of:atStop:)` pairs with the visit's stop (the first visit of the partner's key
    /// there), worked out once so planning arrivals for a joint route is a lookup.
    func jointVisits(
        routes: [RouteVariant], routeIndexByKey: [RouteKey: Int], stopIndexByID: [String: Int], joints: JointRouteIndex
    ) -> [Int32] {
        // Looked up once per variant: most variants are not joint, and their visits need no more.
        let linkByRoute = routes.map { joints.link(for: $0.key) }
        return visitsByStop.elements.map { visit in
            guard let link = linkByRoute[Int(visit.route)] else { return -1 }
            let key = routes[Int(visit.route)].key
            let stopID = routes[Int(visit.route)].stopIDs[firstPosition(of: visit)]
            guard let own = routeIndexByKey[key],
                let position = routes[own].stopIDs.firstIndex(of: stopID),
                link.pairedPositions.indices.contains(position), let partner = routeIndexByKey[link.partner]
            else { return -1 }
            let partnerStopID = routes[partner].stopIDs[link.pairedPositions[position]]
            guard let list = list(ofStop: stopIndexByID[partnerStopID], id: partnerStopID) else { return -1 }
            let counterpart = visitsByStop.range(of: list).first {
                routes[Int(visitsByStop.elements[$0].route)].key == link.partner
            }
            return counterpart.map(Int32.init) ?? -1
        }
    }
}
