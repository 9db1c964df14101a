import NextStopCore

extension ArrivalSelection {
    /// Sorts arrivals as `sorted(_:)` does, in place.
    ///
    /// An arrival is large and a sort moves its elements many times, so its positions are sorted instead, with the
    /// same comparisons in the same order, and the arrivals then swapped into place, each moved at most once.
    static func sort(_ arrivals: inout [Arrival]) {
        guard arrivals.count > 1 else { return }
        // `order[i]` is the position of the arrival that belongs at i, until it has been moved there.
        var order = Array(arrivals.indices)
        order.sort { precedes(arrivals[$0], arrivals[$1]) }
        // Each cycle of the permutation is followed from its lowest position, swapping the next arrival in.
        for start in order.indices {
            var current = start
            while order[current] != start {
                let next = order[current]
                arrivals.swapAt(current, next)
                order[current] = current
                current = next
            }
            order[current] = current
        }
    }

    /// `sorted(_:)`'s order.
    private static func precedes(_ lhs: Arrival, _ rhs: Arrival) -> Bool {
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
