import HongKongBus
import NextStopCore

/// Generates KMB's part of a synthetic network, quirks included (API-NOTES §KMB 6–8).
struct KMBNetworkBuilder {
    struct Result {
        var stops: [Stop]
        var variants: [RouteVariant]
        var missingStopIDs: Set<String>
        var jointRouteNumbers: [String]
        /// The sites of each joint route's outbound pattern, in order, for Citybus to run beside.
        var jointPaths: [String: [Site]]
    }

    let profile: NetworkProfile
    let seed: UInt64

    func build() -> Result {
        var random = SeededRandom(seed: seed, stream: "kmb")
        var field = makeSites(using: &random)

        let joint = Array(RouteNumbers.joint.prefix(profile.jointRouteCount))
        let numbers = RouteNumbers.kmb(count: profile.kmbRouteCount, joint: joint, using: &random)
        let ordinary = numbers.filter { !joint.contains($0) }
        let circular = Set(random.shuffled(ordinary).prefix(profile.kmbCircularCount))
        var drafts: [DraftVariant] = []
        for number in numbers {
            let plan = RoutePlan(
                number: number, isJoint: joint.contains(number), isCircular: circular.contains(number),
                length: random.int(in: profile.kmbPathLength)
            )
            drafts += routeDrafts(plan, field: &field, using: &random)
        }
        addRepeatedStops(to: &drafts, using: &random)
        drafts += extraVariants(of: drafts, field: &field, using: &random)
        let missing = missingStopIDs(in: drafts, sites: field.sites, using: &random)

        let variants = drafts.map { $0.variant(company: .kmb, sites: field.sites) }.sorted { $0.key < $1.key }
        let stops = field.sites.flatMap { $0.stops(of: .kmb) { !missing.contains($0) } }
        var jointPaths: [String: [Site]] = [:]
        for draft in drafts where draft.isJoint && draft.direction == .outbound && draft.serviceType == 1 {
            jointPaths[draft.route] = draft.visits.map { field.sites[$0.site] }
        }
        return Result(
            stops: stops, variants: variants, missingStopIDs: missing, jointRouteNumbers: joint, jointPaths: jointPaths
        )
    }

    private struct RoutePlan {
        var number: String
        var isJoint: Bool
        var isCircular: Bool
        var length: Int
    }

    /// Sites mostly in Kowloon and the New Territories, a few on the island for cross-harbour routes.
    private func makeSites(using random: inout SeededRandom) -> SiteField {
        var factory = SiteFactory(company: .kmb)
        var field = SiteField()
        let indices = Array(0..<profile.kmbSiteCount)
        let shared = Set(random.shuffled(indices).prefix(profile.sharedCoordinateSiteCount))
        for index in indices {
            let district = random.chance(0.1) ? random.pick(profile.island) : random.pick(profile.mainland)
            _ = field.add(factory.site(in: district, sharedCoordinate: shared.contains(index), using: &random))
        }
        return field
    }

    /// Type-1 variants of one route: both bounds, or one circular variant.
    private func routeDrafts(
        _ plan: RoutePlan, field: inout SiteField, using random: inout SeededRandom
    ) -> [DraftVariant] {
        let mainland = profile.mainland
        let origin = random.pick(mainland)
        // Cross-harbour joint routes run from Kowloon or the New Territories to the island.
        let destination =
            plan.isJoint ? random.pick(profile.island) : random.pick(mainland.filter { $0 != origin } + [origin])
        if plan.isCircular {
            let turn = Coordinate(
                latitude: (origin.centre.latitude + destination.centre.latitude) / 2,
                longitude: (origin.centre.longitude + destination.centre.longitude) / 2
            )
            let path = field.path(from: origin.centre, to: turn, length: max(3, plan.length / 2 + 1), using: &random)
            let out = Visit.outbound(along: path)
            let back = path.dropFirst().dropLast().reversed().map { Visit(site: $0, side: .b) }
            let visits = out + back + [out[0]]
            return [
                DraftVariant(
                    route: plan.number, direction: .outbound, serviceType: 1, visits: visits,
                    turningIndex: path.count - 1
                )
            ]
        }
        let path = field.path(from: origin.centre, to: destination.centre, length: plan.length, using: &random)
        return [
            DraftVariant(
                route: plan.number, direction: .outbound, serviceType: 1,
                visits: Visit.outbound(along: path), isJoint: plan.isJoint
            ),
            DraftVariant(
                route: plan.number, direction: .inbound, serviceType: 1,
                visits: Visit.inbound(along: path), isJoint: plan.isJoint
            ),
        ]
    }

    /// Some patterns loop back through a stop they already served (API-NOTES §KMB 7).
    private func addRepeatedStops(to drafts: inout [DraftVariant], using random: inout SeededRandom) {
        let candidates = drafts.indices.filter {
            drafts[$0].serviceType == 1 && !drafts[$0].isCircular && !drafts[$0].isJoint && drafts[$0].visits.count >= 5
        }
        for index in random.shuffled(candidates).prefix(profile.kmbRepeatedStopCount) {
            let loopStart = random.int(in: 1...(drafts[index].visits.count - 4))
            drafts[index].visits.insert(drafts[index].visits[loopStart], at: loopStart + 3)
        }
    }
}
