import NextStopCore

extension TransitNetwork {
    /// Which way buses leave a stop, to tell it from a namesake across the road: the stop most of its boardable
    /// variants call at next (ties to the first in route-key order); nil where every variant ends here.
    public func heading(ofStop id: String) -> Stop? {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for visitID in visitIDs(atStop: id) {
            let visit = visit(visitID)
            for position in visit.boardingPositions where position + 1 < visit.route.stopIDs.count {
                let next = visit.route.stopIDs[position + 1]
                if counts[next] == nil { order.append(next) }
                counts[next, default: 0] += 1
            }
        }
        guard let best = order.max(by: { counts[$0, default: 0] < counts[$1, default: 0] }) else { return nil }
        return stop(best)
    }
}
