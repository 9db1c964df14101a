import Foundation
import Simulator

/// Every system the command line assembles, in the order the home page lists them.
enum Systems {
    static let all: [any SystemAssembly] = [
        HongKongBusAssembly(), HongKongRailAssembly(), CaltrainAssembly(), TransitAssembly(), BikesAssembly(),
        AskHongKongAssembly(),
    ]

    /// What a simulator serves for `demo`: the map tiles every section draws on, then each system's upstreams.
    static func simulatedUpstreams(_ simulation: Simulation) throws -> [any SimulatedUpstream] {
        [MapTilesUpstream()] + (try all.flatMap { try $0.simulatedUpstreams(simulation) })
    }

    /// The settings pointing the maps and every system at a simulator serving at `root`.
    static func simulatedSettings(under root: URL) -> [(variable: String, value: String)] {
        [
            (Setting.mapTilesURL.variable, MapTilesUpstream.template(under: root)),
            (Setting.mapAttribution.variable, "Simulated tiles"),
        ] + all.flatMap { $0.simulatedSettings(under: root) }
    }
}
