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

    /// Pairs the variants of every route number both operators run; `coordinate` gives a stop's position.
    init(routes: [RouteVariant], coordinate: (String) -> Coordinate) {
        var byNumber: [String: (kmb: [RouteVariant], ctb: [RouteVariant])] = [:]
        for route in routes where !route.stopIDs.isEmpty {
            switch route.company {
            case .kmb: byNumber[route.route.uppercased(), default: ([], [])].kmb.append(route)
            case .ctb: byNumber[route.route.uppercased(), default: ([], [])].ctb.append(route)
            }
        }
        var links: [RouteKey: JointLink] = [:]
        // Same number and operator: ordering by direction and service type makes ties resolve the same way each time.
        let byVariant = { (lhs: RouteVariant, rhs: RouteVariant) in (lhs.direction, lhs.serviceType) < (rhs.direction, rhs.serviceType) }
        for (kmbUnordered, ctbUnordered) in byNumber.values where !kmbUnordered.isEmpty && !ctbUnordered.isEmpty {
            let kmbRoutes = kmbUnordered.sorted(by: byVariant)
            let ctbRoutes = ctbUnordered.sorted(by: byVariant)
            let ctbCoordinates = ctbRoutes.map { $0.stopIDs.map(coordinate) }
            for kmb in kmbRoutes {
                let kmbCoordinates = kmb.stopIDs.map(coordinate)
                for (ctb, coordinates) in zip(ctbRoutes, ctbCoordinates) {
                    guard let pairing = StopPatternPairing(kmbCoordinates, coordinates, within: Self.maximumPairDistance)
                    else { continue }
                    let distance = pairing.maximumDistance
                    if links[kmb.key].map({ distance < $0.maximumDistance }) ?? true {
                        links[kmb.key] = JointLink(
                            partner: ctb.key, pairedPositions: pairing.firstToSecond, maximumDistance: distance)
                    }
                    let current = links[ctb.key]
                    if current.map({ (kmb.serviceType, distance) < ($0.partner.serviceType, $0.maximumDistance) }) ?? true {
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
