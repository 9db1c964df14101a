import NextStopCore

/// What selection reads of a variant's visit to the stop asked about.
struct VisitedVariant {
    let key: RouteKey
    /// Where the variant goes, for a row that does not say.
    let destination: LocalizedText
    /// `RouteStopPositions.boardingPositions`.
    let boardingPositions: ArraySlice<Int>

    init(_ visit: RouteStopPositions) {
        key = visit.route.key
        destination = visit.route.destination
        boardingPositions = visit.boardingPositions[...]
    }

    init(_ visit: StopVisitID, in network: TransitNetwork) {
        key = network.routeKey(of: visit)
        destination = network.destination(of: visit)
        boardingPositions = network.boardingPositions(of: visit)
    }
}
