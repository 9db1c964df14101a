import Foundation
import HongKongBus
import NextStopCore
import Simulator

/// Networks shared by the tests: generating one is deterministic, so every test sees the same.
enum TestNetworks {
    static let tinySeed: UInt64 = 7
    static let tiny = SyntheticNetwork(scale: .tiny, seed: tinySeed)
    static let hk = SyntheticNetwork(scale: .hk, seed: 2026)

    static func network(_ scale: SimulatorScale) -> SyntheticNetwork {
        switch scale {
        case .tiny: tiny
        case .hk: hk
        }
    }

    /// Ten in the morning in Hong Kong, when every ordinary route runs.
    static let morning = HongKongTime.date(year: 2026, month: 7, day: 30, hour: 10)

    /// Three in the morning, after every day route's last bus.
    static let smallHours = HongKongTime.date(year: 2026, month: 7, day: 30, hour: 3)
}

extension SyntheticNetwork {
    /// A KMB type-1 variant of a day route (not N-prefixed) with at least `minimumStops` stops.
    func dayVariant(minimumStops: Int = 3) -> RouteVariant? {
        kmbVariants.first { !$0.route.hasPrefix("N") && $0.serviceType == 1 && $0.stopIDs.count >= minimumStops }
    }

    /// The first KMB variant that visits one stop at two positions, not counting a circular variant's ends.
    var repeatedStopVariant: RouteVariant? {
        kmbVariants.first { variant in
            let interior = variant.isCircular ? Array(variant.stopIDs.dropLast()) : variant.stopIDs
            return Set(interior).count < interior.count
        }
    }
}
