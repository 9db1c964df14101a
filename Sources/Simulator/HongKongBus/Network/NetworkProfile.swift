/// The counts a generated network aims at, per scale.
struct NetworkProfile: Sendable {
    var kmbRouteCount: Int
    /// One-direction KMB routes, each a circular variant.
    var kmbCircularCount: Int
    /// Type-1 variants that visit one stop twice.
    var kmbRepeatedStopCount: Int
    /// Route + bound pairs that get `kmbRichExtraTypes` special departures each (types 2, 3, …).
    var kmbRichPairCount: Int
    var kmbRichExtraTypes: Int
    /// All variants with a service type other than 1, the rich pairs' included.
    var kmbExtraVariantCount: Int
    /// Stop ids that route-stop rows use but `/stop` does not list.
    var kmbMissingStopCount: Int
    /// Each site holds two stops, one on each side of the road.
    var kmbSiteCount: Int
    /// Sites whose two stops share one coordinate pair.
    var sharedCoordinateSiteCount: Int
    var kmbPathLength: ClosedRange<Int>
    /// Route numbers that KMB and Citybus run jointly.
    var jointRouteCount: Int
    var citybusRouteCount: Int
    var citybusOneDirectionCount: Int
    var citybusNoStopsCount: Int
    var citybusSpecialCount: Int
    var citybusSiteCount: Int
    var citybusPathLength: ClosedRange<Int>
    /// When set, only the first districts of each list are used, keeping a small network compact.
    var districtLimit: Int?

    /// The Kowloon and New Territories districts in use.
    var mainland: [District] { districtLimit.map { Array(District.mainland.prefix($0)) } ?? District.mainland }

    /// The Hong Kong Island districts in use.
    var island: [District] { districtLimit.map { Array(District.island.prefix($0)) } ?? District.island }

    static func of(_ scale: SimulatorScale) -> NetworkProfile {
        switch scale {
        case .tiny:
            NetworkProfile(
                kmbRouteCount: 4, kmbCircularCount: 1, kmbRepeatedStopCount: 1, kmbRichPairCount: 1,
                kmbRichExtraTypes: 2, kmbExtraVariantCount: 2, kmbMissingStopCount: 1, kmbSiteCount: 14,
                sharedCoordinateSiteCount: 2, kmbPathLength: 5...6, jointRouteCount: 1, citybusRouteCount: 5,
                citybusOneDirectionCount: 1, citybusNoStopsCount: 1, citybusSpecialCount: 1, citybusSiteCount: 8,
                citybusPathLength: 4...5, districtLimit: 4
            )
        case .hk:
            // API-NOTES §Sizes: 1,317 route + bound pairs = 2 × 704 − 91 one-direction routes.
            NetworkProfile(
                kmbRouteCount: 704, kmbCircularCount: 91, kmbRepeatedStopCount: 100, kmbRichPairCount: 12,
                kmbRichExtraTypes: 4, kmbExtraVariantCount: 300, kmbMissingStopCount: 8, kmbSiteCount: 3_350,
                sharedCoordinateSiteCount: 300, kmbPathLength: 12...34, jointRouteCount: 35, citybusRouteCount: 400,
                citybusOneDirectionCount: 100, citybusNoStopsCount: 5, citybusSpecialCount: 100,
                citybusSiteCount: 1_510, citybusPathLength: 8...30, districtLimit: nil
            )
        }
    }
}

/// How big a synthetic network is.
public enum SimulatorScale: String, Sendable, Hashable, CaseIterable, Codable {
    /// A handful of routes and about 50 stops, still holding every quirk the real APIs have.
    case tiny
    /// The size of Hong Kong's real KMB and Citybus networks (API-NOTES §Sizes).
    case hk
}
