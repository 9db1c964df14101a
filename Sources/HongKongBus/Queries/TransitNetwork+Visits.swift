import NextStopCore

extension TransitNetwork {
    /// Every variant calling at a stop, in route-key order.
    public func visits(atStop id: String) -> [RouteStopPositions] { visitIDs(atStop: id).map(visit) }

    /// The visits at a stop as ids, in the order of `visits(atStop:)`, only those of the route number `route`
    /// (exactly as written) when given; empty for a stop no route calls at.
    public func visitIDs(atStop id: String, route: String? = nil) -> [StopVisitID] {
        guard let list = indexes.visitTable.list(ofStop: indexes.stopIndexByID[id], id: id) else { return [] }
        let visits = indexes.visitTable.visitsByStop.range(of: list).map { StopVisitID(index: Int32($0)) }
        guard let route else { return visits }
        return visits.filter { indexes.network.routes[Int(record(of: $0).route)].route == route }
    }

    /// A visit in full, with its variant and every position.
    public func visit(_ visit: StopVisitID) -> RouteStopPositions {
        let record = record(of: visit)
        return RouteStopPositions(
            route: indexes.network.routes[Int(record.route)], positions: indexes.visitTable.positions(of: record))
    }

    /// The key of the visit's variant.
    public func routeKey(of visit: StopVisitID) -> RouteKey { indexes.network.routes[Int(record(of: visit).route)].key }

    /// Where the visit's variant goes, as buses show it.
    public func destination(of visit: StopVisitID) -> LocalizedText {
        indexes.network.routes[Int(record(of: visit).route)].destination
    }

    /// The id of the stop visited.
    public func stopID(of visit: StopVisitID) -> String {
        let record = record(of: visit)
        return indexes.network.routes[Int(record.route)].stopIDs[indexes.visitTable.firstPosition(of: record)]
    }

    /// The visit's `RouteStopPositions.boardingPositions`, worked out when the network was built.
    public func boardingPositions(of visit: StopVisitID) -> ArraySlice<Int> {
        indexes.visitTable.boardingPositions[Int(visit.index)]
    }

    /// For a visit of a joint route, the other operator's visit to the paired stop: its variant is
    /// `jointCounterpart(of:atStop:)`'s route and its stop that answer's stop.
    public func jointVisit(of visit: StopVisitID) -> StopVisitID? {
        let counterpart = indexes.jointVisitByVisit[Int(visit.index)]
        return counterpart < 0 ? nil : StopVisitID(index: counterpart)
    }

    /// The visit's entry in the visit table.
    private func record(of visit: StopVisitID) -> RouteStopPositionsTable.Visit { indexes.visitTable[visit] }
}
