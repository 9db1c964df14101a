import NextStopCore

/// Which KMB and Citybus variants run jointly.
///
/// A KMB variant and a Citybus variant with the same route number are joint when their stop patterns pair up
/// (`StopPatternPairing`: first with first, last with last, by position when the lengths are equal, otherwise
/// the order-preserving alignment) with every pair within `maximumPairDistance`. A KMB variant's partner is its
/// closest-pairing joint Citybus variant; a Citybus variant's partner is its joint KMB variant of the lowest
/// service type, then the closest pairing.
struct JointRouteIndex: Sendable {
    /// Metres: paired stops of a joint route lie at most this far apart.
    static let maximumPairDistance = 400.0

    private let links: [RouteKey: JointLink]

    /// Pairs the variants of every route number both operators run; `coordinates` gives the positions of the stops
    /// of a variant, by index in `routes`.
    init(routes: [RouteVariant], coordinates: (Int) -> [Coordinate]) {
        // Ordered by direction and service type within a number, so ties resolve the same way every time.
        let ordered = routes.indices.filter { !routes[$0].stopIDs.isEmpty }.sorted {
            (routes[$0].direction, routes[$0].serviceType) < (routes[$1].direction, routes[$1].serviceType)
        }
        var byNumber: [String: (kmb: [Int], ctb: [Int])] = [:]
        for index in ordered {
            let number = routes[index].route.uppercased()
            if routes[index].company == .kmb {
                byNumber[number, default: ([], [])].kmb.append(index)
            } else if routes[index].company == .ctb {
                byNumber[number, default: ([], [])].ctb.append(index)
            }
        }
        var links: [RouteKey: JointLink] = [:]
        for (kmbIndexes, ctbIndexes) in byNumber.values where !kmbIndexes.isEmpty && !ctbIndexes.isEmpty {
            let ctbCoordinates = ctbIndexes.map(coordinates)
            for kmbIndex in kmbIndexes {
                let kmb = routes[kmbIndex]
                let kmbCoordinates = coordinates(kmbIndex)
                for (ctbIndex, ctbStops) in zip(ctbIndexes, ctbCoordinates) {
                    let ctb = routes[ctbIndex]
                    guard let pairing = StopPatternPairing(kmbCoordinates, ctbStops, within: Self.maximumPairDistance)
                    else { continue }
                    let distance = pairing.maximumDistance
                    if links[kmb.key].map({ distance < $0.maximumDistance }) ?? true {
                        links[kmb.key] = JointLink(
                            partner: ctb.key, pairedPositions: pairing.firstToSecond, maximumDistance: distance)
                    }
                    let isBetter = links[ctb.key].map {
                        (kmb.serviceType, distance) < ($0.partner.serviceType, $0.maximumDistance)
                    }
                    if isBetter ?? true {
                        links[ctb.key] = JointLink(
                            partner: kmb.key, pairedPositions: pairing.secondToFirst, maximumDistance: distance)
                    }
                }
            }
        }
        self.links = links
    }

    /// The joint partner of a variant, if it has one.
    func link(for key: RouteKey) -> JointLink? { links[key] }
}

/// A variant's partner in a joint route: the other operator's variant and how their stops pair.
struct JointLink: Sendable, Hashable {
    /// The other operator's variant.
    let partner: RouteKey
    /// For each position of this variant, the paired position on the partner.
    let pairedPositions: [Int]
    /// The longest distance between paired stops, in metres.
    let maximumDistance: Double
}
