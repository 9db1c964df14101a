import NextStopCore

extension ArrivalSelection {
    /// Sorts departures as `sorted(_:)` does, in place.
    ///
    /// A departure is large and a sort moves its elements many times, so its positions are sorted instead, with the
    /// same comparisons in the same order, and the departures then swapped into place, each moved at most once.
    static func sort(_ departures: inout [Departure]) {
        guard departures.count > 1 else { return }
        // `order[i]` is the position of the departure that belongs at i, until it has been moved there.
        var order = Array(departures.indices)
        order.sort { precedes(departures[$0], departures[$1]) }
        // Each cycle of the permutation is followed from its lowest position, swapping the next departure in.
        for start in order.indices {
            var current = start
            while order[current] != start {
                let next = order[current]
                departures.swapAt(current, next)
                order[current] = current
                current = next
            }
            order[current] = current
        }
    }

    /// `sorted(_:)`'s order.
    private static func precedes(_ lhs: Departure, _ rhs: Departure) -> Bool {
        switch (lhs.eta, rhs.eta) {
        case let (left?, right?) where left != right: return left < right
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        if lhs.route != rhs.route { return RouteNumber(lhs.route) < RouteNumber(rhs.route) }
        if lhs.key != rhs.key { return lhs.key < rhs.key }
        return lhs.etaSequence < rhs.etaSequence
    }
}
