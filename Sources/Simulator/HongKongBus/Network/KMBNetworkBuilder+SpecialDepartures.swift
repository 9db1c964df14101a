/// Special departures (service types 2–9) and stops missing from `/stop`.
extension KMBNetworkBuilder {
    /// Variants with service types 2–9 derived from type-1 patterns (API-NOTES §KMB 6): a few route + bound pairs
    /// get several, the rest at most a handful each.
    func extraVariants(
        of drafts: [DraftVariant], field: inout SiteField, using random: inout SeededRandom
    ) -> [DraftVariant] {
        let pairs = random.shuffled(drafts.indices.filter { drafts[$0].serviceType == 1 && !drafts[$0].isCircular })
        var lastType: [Int: Int] = [:]
        var order: [Int] = []
        for pair in pairs.prefix(profile.kmbRichPairCount) {
            order += Array(repeating: pair, count: profile.kmbRichExtraTypes)
        }
        let others = Array(pairs.dropFirst(profile.kmbRichPairCount))
        let remaining = profile.kmbExtraVariantCount - order.count
        if !others.isEmpty, remaining > 0 {
            order += (0..<remaining).map { _ in random.pick(others) }
        }
        var extras: [DraftVariant] = []
        for pair in order {
            let type = lastType[pair, default: 1] + 1
            guard type <= 9 else { continue }
            lastType[pair] = type
            var extra = drafts[pair]
            extra.serviceType = type
            extra.visits = specialPattern(from: drafts[pair].visits, field: &field, using: &random)
            extras.append(extra)
        }
        return extras
    }

    /// A short working, a detour through nearby stops, or an express skipping stops in the middle.
    private func specialPattern(
        from base: [Visit], field: inout SiteField, using random: inout SeededRandom
    ) -> [Visit] {
        let count = base.count
        switch count >= 6 ? random.below(3) : 1 {
        case 0:
            let cut = max(1, count * random.int(in: 20...40) / 100)
            return random.chance(0.5) ? Array(base.dropFirst(cut)) : Array(base.dropLast(cut))
        case 2:
            let lower = count / 3
            let upper = 2 * count / 3
            return base.enumerated()
                .filter { index, _ in index < lower || index >= upper || (index - lower).isMultiple(of: 2) }
                .map(\.element)
        default:
            let after = random.int(in: 1...max(1, count - 2))
            let side = base[after].side
            let detour = field.nearest(
                to: field.sites[base[after].site].coordinate(side), count: random.int(in: 1...3),
                excluding: Set(base.map(\.site))
            )
            detour.forEach { field.markUsed($0) }
            var result = base
            result.insert(contentsOf: detour.map { Visit(site: $0, side: side) }, at: after + 1)
            return result
        }
    }

    /// Stop ids that stay on route-stop rows but leave `/stop` (API-NOTES §KMB 7): interior stops of ordinary
    /// type-1 patterns, away from shared-coordinate sites and from joint routes' stops.
    func missingStopIDs(in drafts: [DraftVariant], sites: [Site], using random: inout SeededRandom) -> Set<String> {
        var candidates: [String] = []
        // Joint routes keep every stop listed, so their pairing with Citybus can be checked.
        var seen = Set(drafts.filter(\.isJoint).flatMap { $0.visits.map { sites[$0.site].stopID($0.side) } })
        for draft in drafts where draft.serviceType == 1 && !draft.isCircular && !draft.isJoint {
            for visit in draft.visits.dropFirst().dropLast() {
                let site = sites[visit.site]
                let id = site.stopID(visit.side)
                if site.coordinates[0] != site.coordinates[1], seen.insert(id).inserted { candidates.append(id) }
            }
        }
        return Set(random.shuffled(candidates).prefix(profile.kmbMissingStopCount))
    }
}
