import Foundation
import Testing
import Simulator

@Test func probeStats() {
    for seed in [1, 2026] as [UInt64] {
        let t = Date()
        let hk = SyntheticNetwork(scale: .hk, seed: seed)
        let elapsed = Date().timeIntervalSince(t)
        let pairs = Set(hk.kmbVariants.map { "\($0.route)/\($0.direction)" }).count
        print("STATS gen=\(elapsed)s pairs=\(pairs) variants=\(hk.kmbVariants.count) rows=\(hk.kmbRouteStopCount) kmbStops=\(hk.kmbStops.count) ctbRoutes=\(hk.citybusRoutes.count) ctbDirs=\(hk.citybusVariants.count) ctbStops=\(hk.citybusStops.count) special=\(hk.specialCitybusRoutes.count) circular=\(hk.kmbVariants.filter(\.isCircular).count) shared=\(Dictionary(grouping: hk.kmbStops, by: \.coordinate).filter { $0.value.count > 1 }.count)")
    }
    let tiny = TestNetworks.tiny
    print("STATS tiny kmb routes", Set(tiny.kmbVariants.map(\.route)).sorted(), "variants", tiny.kmbVariants.count, "stops", tiny.kmbStops.count, tiny.citybusStops.count, "ctb", tiny.citybusRoutes.map(\.route))
}
