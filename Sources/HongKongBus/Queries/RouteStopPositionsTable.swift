import NextStopCore

/// Every variant's visits to every stop, stop by stop, as indexes: the table behind `TransitNetwork.visits(atStop:)`
/// and the `StopVisitID` queries, so reading a visit copies no variant and builds no array.
struct RouteStopPositionsTable: Sendable {
    /// One variant's visit to one stop.
    struct Visit: Sendable {
        /// The variant's index in the network's routes.
        var route: Int32
        /// The visit's calls, by position, as indexes into `calls`.
        var calls: Range<Int32>
    }

    /// Every call, stop by stop; each stop's in route-key order and then position.
    let calls: [StopCall]
    /// Each stop's visits in route-key order: a stop with a record by its index, one without by `unknownStopLists`.
    /// A visit's index in `elements` is its `StopVisitID`.
    let visitsByStop: PackedLists<Visit>
    /// The list in `visitsByStop` of each stop id that routes use but no stop record describes.
    let unknownStopLists: [String: Int]
    /// Each visit's boarding positions (`RouteStopPositions.boardingPositions`), by visit index.
    let boardingPositions: PackedLists<Int>
    /// Each list's heading (`TransitNetwork.heading(ofStop:)`) as a list, or -1.
    let headingByList: [Int32]

    /// `stopIndexesByRoute` holds each variant's stops as indexes into the stops (-1 for an id without a record);
    /// `readingOrder` lists the variants with stops by route number, operator, direction and service type.
    init(routes: [RouteVariant], stopCount: Int, stopIndexesByRoute: [[Int32]], readingOrder: [Int]) {
        var entries: [(list: Int, element: StopCall)] = []
        var unknownStopLists: [String: Int] = [:]
        // Each operator's part of the reading order is route-key order, which leaves every list ordered unsorted.
        for company in Set(routes.map(\.company)).sorted() {
            for routeIndex in readingOrder where routes[routeIndex].company == company {
                for (position, stop) in stopIndexesByRoute[routeIndex].enumerated() {
                    var list = Int(stop)
                    if stop < 0 {
                        let id = routes[routeIndex].stopIDs[position]
                        list = unknownStopLists[id] ?? stopCount + unknownStopLists.count
                        unknownStopLists[id] = list
                    }
                    entries.append((list, StopCall(route: Int32(routeIndex), position: Int32(position))))
                }
            }
        }
        let callsByStop = PackedLists(listCount: stopCount + unknownStopLists.count, entries: entries)
        calls = callsByStop.elements
        visitsByStop = Self.visits(grouping: callsByStop)
        self.unknownStopLists = unknownStopLists
        boardingPositions = Self.boardingPositions(
            of: visitsByStop.elements, calls: callsByStop.elements, routes: routes)
        headingByList = Self.headings(
            visitsByStop: visitsByStop, boardingPositions: boardingPositions,
            nextList: { route, position in
                let stop = stopIndexesByRoute[route][position]
                return stop >= 0 ? stop : Int32(unknownStopLists[routes[route].stopIDs[position]] ?? -1)
            })
    }

    /// The list in `visitsByStop` of a stop, by its index when it has a record, otherwise by id.
    func list(ofStop index: Int?, id: String) -> Int? { index ?? unknownStopLists[id] }

    /// A visit by id.
    subscript(visit: StopVisitID) -> Visit { visitsByStop.elements[Int(visit.index)] }

    /// The positions of a visit, in order.
    func positions(of visit: Visit) -> [Int] { Array(Self.positions(of: visit, in: calls)) }

    /// The first position of a visit.
    func firstPosition(of visit: Visit) -> Int { Int(calls[Int(visit.calls.lowerBound)].position) }

    private static func positions(
        of visit: Visit, in calls: [StopCall]
    ) -> LazyMapSequence<ArraySlice<StopCall>, Int> {
        calls[Int(visit.calls.lowerBound)..<Int(visit.calls.upperBound)].lazy.map { Int($0.position) }
    }

    /// Consecutive calls of one variant at a stop make one visit.
    private static func visits(grouping callsByStop: PackedLists<StopCall>) -> PackedLists<Visit> {
        var visits: [(list: Int, element: Visit)] = []
        visits.reserveCapacity(callsByStop.elements.count)
        for list in 0..<callsByStop.count {
            for index in callsByStop.range(of: list) {
                let route = callsByStop.elements[index].route
                let end = Int32(index + 1)
                if let last = visits.last, last.list == list, last.element.route == route {
                    visits[visits.count - 1].element.calls = last.element.calls.lowerBound..<end
                } else {
                    visits.append((list, Visit(route: route, calls: Int32(index)..<end)))
                }
            }
        }
        return PackedLists(listCount: callsByStop.count, entries: visits)
    }

    /// For each list, the list most of its visits' boardings call at next (ties to the first in visit order), or -1
    /// where every visit ends there; `nextList` gives the list of a variant's stop at a position.
    private static func headings(
        visitsByStop: PackedLists<Visit>, boardingPositions: PackedLists<Int>, nextList: (Int, Int) -> Int32
    ) -> [Int32] {
        var headings = [Int32](repeating: -1, count: visitsByStop.count)
        var counts: [Int32: Int] = [:]
        var order: [Int32] = []
        for list in 0..<visitsByStop.count {
            counts.removeAll(keepingCapacity: true)
            order.removeAll(keepingCapacity: true)
            for visit in visitsByStop.range(of: list) {
                let route = Int(visitsByStop.elements[visit].route)
                for position in boardingPositions[visit] {
                    let next = nextList(route, position + 1)
                    if counts[next] == nil { order.append(next) }
                    counts[next, default: 0] += 1
                }
            }
            if let best = order.max(by: { counts[$0, default: 0] < counts[$1, default: 0] }) { headings[list] = best }
        }
        return headings
    }

    private static func boardingPositions(
        of visits: [Visit], calls: [StopCall], routes: [RouteVariant]
    ) -> PackedLists<Int> {
        var entries: [(list: Int, element: Int)] = []
        entries.reserveCapacity(visits.count)
        for (index, visit) in visits.enumerated() {
            let lastPosition = routes[Int(visit.route)].stopIDs.count - 1
            for position in positions(of: visit, in: calls)
            where RouteStopPositions.boards(at: position, lastPosition: lastPosition) {
                entries.append((index, position))
            }
        }
        return PackedLists(listCount: visits.count, entries: entries)
    }
}

/// A variant's visit to a stop, as its place in the network's visit table: the cheap stand-in for `RouteStopPositions` that
/// `TransitNetwork` answers questions about without copying the variant. Valid only with the network that gave it.
public struct StopVisitID: Sendable, Hashable {
    /// The visit's index in `RouteStopPositionsTable`.
    let index: Int32
}

/// A variant calling at a stop at one position of its pattern.
struct StopCall: Sendable, Hashable {
    /// The variant's index in the network's routes.
    var route: Int32
    /// 0-based position on the variant.
    var position: Int32
}
