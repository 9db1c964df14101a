import NextStopCore

/// Which upstream calls answer a request, and which variants to read from each.
struct ArrivalPlan: Sendable {
    /// One upstream call and the variants whose departures it gives.
    struct Source: Sendable {
        let call: ArrivalCall
        var visits: [StopVisit]
    }

    let request: ArrivalRequest
    /// Sources in the order their first variant was met, one per call.
    let sources: [Source]

    /// Plans `request` on `network`: the stop's own operator for every variant there (or the one route), plus, for a
    /// joint route, the other operator at the paired stop (API-NOTES, "How the best open-source projects use these").
    init(_ request: ArrivalRequest, in network: TransitNetwork) throws(ArrivalsError) {
        let stopID = request.stopID
        let atStop = network.visits(atStop: stopID)
        guard network.stop(stopID) != nil || !atStop.isEmpty else { throw .unknownStop(stopID) }
        let visits = request.route.map { route in atStop.filter { $0.route.route == route } } ?? atStop
        if let route = request.route, visits.isEmpty { throw .routeNotAtStop(route: route, stopID: stopID) }

        var sources: [Source] = []
        var indexByCall: [ArrivalCall: Int] = [:]
        func add(_ visit: StopVisit, at stopID: String) {
            let call = ArrivalCall(route: visit.route.key, stopID: stopID)
            if let index = indexByCall[call] {
                sources[index].visits.append(visit)
            } else {
                indexByCall[call] = sources.count
                sources.append(Source(call: call, visits: [visit]))
            }
        }
        for visit in visits {
            add(visit, at: stopID)
            if let counterpart = Self.jointCounterpart(of: visit, atStop: stopID, in: network) {
                add(counterpart.visit, at: counterpart.stopID)
            }
        }
        self.request = request
        self.sources = sources
    }

    /// Every call the plan makes.
    var calls: [ArrivalCall] { sources.map(\.call) }

    private static func jointCounterpart(
        of visit: StopVisit, atStop stopID: String, in network: TransitNetwork
    ) -> (visit: StopVisit, stopID: String)? {
        guard let pair = network.jointCounterpart(of: visit.route.key, atStop: stopID),
            let counterpart = network.visits(atStop: pair.stopID).first(where: { $0.route.key == pair.route })
        else { return nil }
        return (counterpart, pair.stopID)
    }
}
