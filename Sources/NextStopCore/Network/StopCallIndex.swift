/// Where each variant calls, stop by stop: the index behind `TransitNetwork.visits(atStop:)`.
struct StopCallIndex: Sendable {
    /// Each stop's calls, by stop index, in route-key order and then position.
    private let callsByStop: PackedLists<StopCall>
    /// Calls at stop ids that routes use but no stop record describes.
    private let callsByUnknownStop: [String: [StopCall]]

    /// `stopIndexesByRoute` holds each variant's stops as indexes into the stops (-1 for an id without a record);
    /// `readingOrder` lists the variants with stops by route number, operator, direction and service type.
    init(routes: [RouteVariant], stopCount: Int, stopIndexesByRoute: [[Int32]], readingOrder: [Int]) {
        var calls: [(list: Int, element: StopCall)] = []
        var unknownCalls: [String: [StopCall]] = [:]
        // Each operator's part of the reading order is route-key order, which leaves every list ordered unsorted.
        for company in Company.allCases.sorted() {
            for routeIndex in readingOrder where routes[routeIndex].company == company {
                for (position, stop) in stopIndexesByRoute[routeIndex].enumerated() {
                    let call = StopCall(route: Int32(routeIndex), position: Int32(position))
                    if stop >= 0 {
                        calls.append((Int(stop), call))
                    } else {
                        unknownCalls[routes[routeIndex].stopIDs[position], default: []].append(call)
                    }
                }
            }
        }
        callsByStop = PackedLists(listCount: stopCount, entries: calls)
        callsByUnknownStop = unknownCalls
    }

    /// The calls at a stop, by its index when it has a record, otherwise by id.
    func calls(atStop index: Int?, id: String) -> ArraySlice<StopCall> {
        index.map { callsByStop[$0] } ?? callsByUnknownStop[id].map { $0[...] } ?? []
    }
}
