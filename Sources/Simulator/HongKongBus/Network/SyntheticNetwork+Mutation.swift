import HongKongBus
import NextStopCore

extension SyntheticNetwork {
    /// The network after an operator's daily update changed `routes` variants (KMB variants or Citybus directions):
    /// each loses a stop, gains one, or has two stops swapped, and every third KMB one is renamed. The same
    /// arguments always change the same variants the same way.
    public func mutated(routes count: Int, seed mutationSeed: UInt64) -> SyntheticNetwork {
        var random = SeededRandom(seed: StableHash.value(seed: mutationSeed, "mutation", String(seed)))
        var targets: [Target] = kmbVariants.indices.map { .kmb($0) }
        for (index, route) in citybusRoutes.enumerated() {
            for direction in Direction.allCases where !route.stopIDs(direction).isEmpty {
                targets.append(.citybus(index, direction))
            }
        }
        var result = self
        for (order, target) in random.shuffled(targets).prefix(count).enumerated() {
            switch target {
            case .kmb(let index):
                let pool = kmbStops.map(\.id)
                result.kmbVariants[index].stopIDs = Self.changed(
                    result.kmbVariants[index].stopIDs, kind: order % 3, pool: pool, using: &random
                )
                if order % 3 == 2 {
                    let name = result.kmbVariants[index].destination
                    result.kmbVariants[index].destination = LocalizedText(
                        en: name.en + " (REVISED)", tc: name.tc + " (改道)", sc: name.sc + " (改道)"
                    )
                }
            case .citybus(let index, let direction):
                let pool = citybusStops.map(\.id)
                let stops = Self.changed(
                    result.citybusRoutes[index].stopIDs(direction), kind: order % 3, pool: pool, using: &random
                )
                if direction == .outbound {
                    result.citybusRoutes[index].outboundStopIDs = stops
                } else {
                    result.citybusRoutes[index].inboundStopIDs = stops
                }
            }
        }
        let used = Set(result.citybusRoutes.flatMap { $0.outboundStopIDs + $0.inboundStopIDs })
        result.citybusStops = citybusStops.filter { used.contains($0.id) }
        return result
    }

    private enum Target {
        case kmb(Int)
        case citybus(Int, Direction)
    }

    /// Removes an interior stop (kind 0), swaps two interior neighbours (kind 2), or inserts a stop from `pool`
    /// that the pattern lacks (kind 1, and whenever the pattern is too short for the others). The ends stay.
    private static func changed(
        _ stops: [String], kind: Int, pool: [String], using random: inout SeededRandom
    ) -> [String] {
        var result = stops
        if stops.count >= 4, kind == 0 {
            result.remove(at: random.int(in: 1...(stops.count - 2)))
        } else if stops.count >= 4, kind == 2 {
            let first = random.int(in: 1...(stops.count - 3))
            if stops[first] != stops[first + 1] {
                result.swapAt(first, first + 1)
                return result
            }
            result.remove(at: first)
        } else {
            let present = Set(stops)
            let fresh = pool.filter { !present.contains($0) }
            guard !fresh.isEmpty else { return Array(stops.dropLast()) }
            result.insert(random.pick(fresh), at: random.int(in: 1...max(1, stops.count - 1)))
        }
        return result
    }
}
