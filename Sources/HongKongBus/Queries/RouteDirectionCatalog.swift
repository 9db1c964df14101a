import NextStopCore

/// Every route direction with stops, each with its regular variant and special departures, a Citybus direction
/// that runs jointly with a KMB one folded into it, and the route groups search lists.
struct RouteDirectionCatalog: Sendable {
    /// Direction slots in reading order of route number, then operator and direction.
    let directions: [RouteDirectionSummary]
    /// For each variant of the network, by index, its direction's slot; -1 for a variant without stops.
    let slotByRoute: [Int32]
    /// Route groups in reading order.
    let groups: [RouteGroup]
    /// Indexes of the variants with stops by route number in reading order, then operator, direction and service type.
    let readingOrder: [Int]
    /// Variant indexes by upper-cased route number, ordered by operator, direction and service type.
    private let routesByNumber: [String: [Int]]

    private struct DirectionID: Hashable {
        var company: Company
        var number: String
        var direction: Direction
    }

    init(routes: [RouteVariant], joints: JointRouteIndex) {
        var byNumber: [String: [Int]] = [:]
        for (index, route) in routes.enumerated() where !route.stopIDs.isEmpty {
            byNumber[route.route.uppercased(), default: []].append(index)
        }
        byNumber = byNumber.mapValues { indexes in
            indexes.sorted {
                (routes[$0].company, routes[$0].direction, routes[$0].serviceType)
                    < (routes[$1].company, routes[$1].direction, routes[$1].serviceType)
            }
        }
        // Parsing each number once and sorting the parsed values keeps init fast.
        let numbers = byNumber.keys.map(RouteNumber.init).sorted().map(\.text)

        var members: [(id: DirectionID, routes: [Int])] = []
        for number in numbers {
            for index in byNumber[number] ?? [] {
                let key = routes[index].key
                let id = DirectionID(company: key.company, number: number, direction: key.direction)
                if members.last?.id == id {
                    members[members.count - 1].routes.append(index)
                } else {
                    members.append((id, [index]))
                }
            }
        }
        var directions = members.map { Self.summary(of: $0.routes.map { routes[$0] }) }
        var slotByRoute = [Int32](repeating: -1, count: routes.count)
        var slotByKey: [RouteKey: Int] = [:]
        for (slot, member) in members.enumerated() {
            for index in member.routes { slotByRoute[index] = Int32(slot) }
            slotByKey[directions[slot].key] = slot
        }
        var folded = Set<Int>()
        for (slot, direction) in directions.enumerated() where direction.company == .ctb {
            guard let partner = joints.link(for: direction.key)?.partner, let partnerSlot = slotByKey[partner],
                joints.link(for: partner)?.partner == direction.key
            else { continue }
            directions[partnerSlot].jointRoute = direction.key
            directions[partnerSlot].specialDepartures += direction.specialDepartures
            for index in members[slot].routes { slotByRoute[index] = Int32(partnerSlot) }
            folded.insert(slot)
        }
        let kept = directions.indices.filter { !folded.contains($0) }
        var renumbered = [Int32](repeating: -1, count: directions.count)
        for (newSlot, oldSlot) in kept.enumerated() { renumbered[oldSlot] = Int32(newSlot) }
        self.slotByRoute = slotByRoute.map { $0 < 0 ? -1 : renumbered[Int($0)] }
        self.directions = kept.map { directions[$0] }
        groups = Self.groups(of: self.directions, numbers: numbers)
        readingOrder = numbers.flatMap { byNumber[$0] ?? [] }
        routesByNumber = byNumber
    }

    /// Indexes of the variants with stops of a route number, any case.
    func routeIndexes(number: String) -> [Int] { routesByNumber[number.uppercased()] ?? [] }

    /// One direction from its variants, ordered by service type.
    private static func summary(of variants: [RouteVariant]) -> RouteDirectionSummary {
        let regular = variants[0]
        return RouteDirectionSummary(
            key: regular.key, origin: regular.origin, destination: regular.destination,
            specialDepartures: variants.dropFirst().map {
                RouteSummary(key: $0.key, origin: $0.origin, destination: $0.destination)
            })
    }

    /// Groups consecutive directions of one number: one group per operator, or one for both when joint.
    private static func groups(of directions: [RouteDirectionSummary], numbers: [String]) -> [RouteGroup] {
        var byNumber: [String: [RouteDirectionSummary]] = [:]
        for direction in directions { byNumber[direction.key.route.uppercased(), default: []].append(direction) }
        return numbers.flatMap { number -> [RouteGroup] in
            let members = byNumber[number] ?? []
            guard let route = members.first?.key.route else { return [] }
            if members.contains(where: { $0.jointRoute != nil }) {
                let ordered = members.sorted { ($0.direction, $0.company) < ($1.direction, $1.company) }
                let companies = Set(members.map(\.company) + members.compactMap(\.jointRoute?.company)).sorted()
                return [RouteGroup(route: route, companies: companies, directions: ordered)]
            }
            return Set(members.map(\.company)).sorted().compactMap { company in
                let own = members.filter { $0.company == company }
                return own.isEmpty ? nil : RouteGroup(route: own[0].key.route, companies: [company], directions: own)
            }
        }
    }
}
