import NextStopCore

/// Which upstream calls answer a request, and which visits to read from each.
struct ArrivalPlan: Sendable {
    /// One upstream call and the visits whose arrivals it gives.
    struct Source: Sendable {
        let call: ArrivalCall
        var visits: [StopVisitID]
    }

    let request: ArrivalRequest
    /// Sources in the order their first visit was met, one per call.
    let sources: [Source]
    /// Visits whose operator has no arrival source.
    let unsourced: [StopVisitID]

    /// Plans `request` on `network`: the stop's own operator for every variant there (or the one route), plus, for a
    /// joint route, the other operator at the paired stop (API-NOTES, "How the best open-source projects use these").
    init(
        _ request: ArrivalRequest, in network: TransitNetwork, sources arrivalSources: [Company: any ArrivalSource]
    ) throws(ArrivalsError) {
        let stopID = request.stopID
        let visits = network.visitIDs(atStop: stopID, route: request.route)
        if visits.isEmpty {
            guard network.stop(stopID) != nil || !network.visitIDs(atStop: stopID).isEmpty else {
                throw .unknownStop(stopID)
            }
            if let route = request.route { throw .routeNotAtStop(route: route, stopID: stopID) }
        }

        var sources: [Source] = []
        var unsourced: [StopVisitID] = []
        // A stop has few calls, so a scan finds a call's source sooner than hashing it would.
        func add(_ visit: StopVisitID, at stopID: String) {
            let key = network.routeKey(of: visit)
            guard let source = arrivalSources[key.company] else { return unsourced.append(visit) }
            let call = source.call(forRoute: key.route, atStop: stopID)
            if let index = sources.firstIndex(where: { $0.call == call }) {
                sources[index].visits.append(visit)
            } else {
                sources.append(Source(call: call, visits: [visit]))
            }
        }
        // A variant that only arrives here (the stop is its terminus) offers no arrival, so it costs no call.
        for visit in visits where !network.boardingPositions(of: visit).isEmpty {
            add(visit, at: stopID)
            if let counterpart = network.jointVisit(of: visit), !network.boardingPositions(of: counterpart).isEmpty {
                add(counterpart, at: network.stopID(of: counterpart))
            }
        }
        self.request = request
        self.sources = sources
        self.unsourced = unsourced
    }

    /// Every call the plan makes.
    var calls: [ArrivalCall] { sources.map(\.call) }
}
