import NextStopCore

extension TransitNetwork {
    /// Which way buses leave a stop, to tell it from a namesake across the road: the stop most of its boardable
    /// variants call at next (ties to the first in route-key order); nil where every variant ends here.
    public func heading(ofStop id: String) -> Stop? {
        // Worked out for every stop when the network was built: a nearby page asks it of 50 stops.
        let table = indexes.visitTable
        guard let list = table.list(ofStop: indexes.stopIndexByID[id], id: id) else { return nil }
        let heading = Int(table.headingByList[list])
        return (0..<indexes.network.stops.count).contains(heading) ? indexes.network.stops[heading] : nil
    }
}
