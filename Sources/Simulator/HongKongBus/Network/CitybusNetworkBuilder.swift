import HongKongBus
import NextStopCore

/// Generates Citybus's part of a synthetic network, quirks included (API-NOTES §Citybus 1–4).
struct CitybusNetworkBuilder {
    struct Result {
        var stops: [Stop]
        var routes: [SimulatedCitybusRoute]
    }

    let profile: NetworkProfile
    let seed: UInt64
    let kmb: KMBNetworkBuilder.Result

    /// A Citybus stop within this distance of a KMB stop on a joint route serves it; otherwise one is made nearby.
    private static let jointReach = 150.0

    func build() -> Result {
        var random = SeededRandom(seed: seed, stream: "ctb")
        var factory = SiteFactory(company: .ctb)
        var field = SiteField()
        addSites(count: profile.citybusSiteCount * 3 / 5, to: &field, factory: &factory, using: &random)
        var jointPaths: [String: [Int]] = [:]
        for route in kmb.jointRouteNumbers {
            jointPaths[route] = jointPath(
                beside: kmb.jointPaths[route] ?? [], field: &field, factory: &factory, using: &random
            )
        }
        addSites(count: profile.citybusSiteCount - field.sites.count, to: &field, factory: &factory, using: &random)

        let numbers = RouteNumbers.citybus(
            count: profile.citybusRouteCount, joint: kmb.jointRouteNumbers, special: profile.citybusSpecialCount,
            using: &random
        )
        let ordinary = random.shuffled(numbers.filter { !kmb.jointRouteNumbers.contains($0) })
        let withoutStops = Set(
            ordinary.filter { !RouteNumbers.isCitybusSpecial($0) }.prefix(profile.citybusNoStopsCount)
        )
        let oneDirection = Set(ordinary.filter { !withoutStops.contains($0) }.prefix(profile.citybusOneDirectionCount))

        var routes: [SimulatedCitybusRoute] = []
        for number in numbers {
            let origin = random.pick(profile.island)
            let destination = random.pick(profile.island.filter { $0 != origin } + [origin])
            var path = jointPaths[number] ?? []
            if jointPaths[number] == nil, !withoutStops.contains(number) {
                let length = random.int(in: profile.citybusPathLength)
                path = field.path(from: origin.centre, to: destination.centre, length: length, using: &random)
            }
            let oneWay = oneDirection.contains(number)
            routes.append(route(number, path: path, oneDirection: oneWay, field: field, ends: (origin, destination)))
        }
        routes.sort { RouteNumber($0.route) < RouteNumber($1.route) }
        // Only stops some direction visits exist for a client: Citybus cannot list all stops (API-NOTES §Citybus).
        let used = Set(routes.flatMap { $0.outboundStopIDs + $0.inboundStopIDs })
        return Result(stops: field.sites.flatMap { $0.stops(of: .ctb, where: used.contains) }, routes: routes)
    }

    /// Sites mostly on the island, a few in Kowloon.
    private func addSites(
        count: Int, to field: inout SiteField, factory: inout SiteFactory, using random: inout SeededRandom
    ) {
        for _ in 0..<max(0, count) {
            let district = random.chance(0.9) ? random.pick(profile.island) : random.pick(profile.mainland)
            _ = field.add(factory.site(in: district, sharedCoordinate: false, using: &random))
        }
    }

    /// Citybus sites beside each KMB site of a joint route, reusing a nearby Citybus site where there is one.
    private func jointPath(
        beside kmbSites: [Site], field: inout SiteField, factory: inout SiteFactory, using random: inout SeededRandom
    ) -> [Int] {
        var path: [Int] = []
        for kmbSite in kmbSites {
            let point = kmbSite.coordinate(.a)
            if let near = field.nearest(to: point, count: 1, excluding: Set(path)).first,
                SiteField.metres(point, field.sites[near].coordinate(.a)) <= Self.jointReach
            {
                path.append(near)
            } else {
                let site = factory.site(near: point, metres: 30...120, in: kmbSite.district, using: &random)
                path.append(field.add(site))
            }
            field.markUsed(path[path.count - 1])
        }
        return path
    }

    /// The route record; a route without stops is named after the districts it was meant to link.
    private func route(
        _ number: String, path: [Int], oneDirection: Bool, field: SiteField, ends: (District, District)
    ) -> SimulatedCitybusRoute {
        let sites = field.sites
        let named = { (district: District) in
            LocalizedText(en: district.en, tc: district.tc, sc: district.tc.simplifiedChinese)
        }
        return SimulatedCitybusRoute(
            route: number,
            origin: path.first.map { sites[$0].placeName } ?? named(ends.0),
            destination: path.last.map { sites[$0].placeName } ?? named(ends.1),
            outboundStopIDs: Visit.outbound(along: path).map { sites[$0.site].stopID($0.side) },
            inboundStopIDs: oneDirection ? [] : Visit.inbound(along: path).map { sites[$0.site].stopID($0.side) }
        )
    }
}
