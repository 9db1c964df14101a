import HongKongBus
import NextStopCore

/// A deterministic synthetic Hong Kong bus network: the same scale and seed give the same network, always.
public struct SyntheticNetwork: Sendable, Hashable {
    /// The size it was generated at.
    public let scale: SimulatorScale
    /// The seed everything in it, timetables included, follows from.
    public let seed: UInt64
    /// The stops KMB's `/stop` lists, in its order.
    public internal(set) var kmbStops: [Stop]
    /// Every KMB route variant in `/route` order: route number, bound, service type.
    public internal(set) var kmbVariants: [RouteVariant]
    /// Stop ids that KMB route-stop rows use but `/stop` does not list (API-NOTES §KMB 7).
    public internal(set) var missingKMBStopIDs: Set<String>
    /// Every Citybus stop some route direction visits (Citybus has no list-all-stops endpoint).
    public internal(set) var citybusStops: [Stop]
    /// Every route number `/route/CTB` lists, including those without stops.
    public internal(set) var citybusRoutes: [SimulatedCitybusRoute]
    /// Route numbers KMB and Citybus run jointly, with Citybus stops within a few hundred metres of KMB's.
    public internal(set) var jointRouteNumbers: [String]

    /// Generates the network for a scale and seed.
    public init(scale: SimulatorScale, seed: UInt64) {
        let profile = NetworkProfile.of(scale)
        let kmb = KMBNetworkBuilder(profile: profile, seed: seed).build()
        let citybus = CitybusNetworkBuilder(profile: profile, seed: seed, kmb: kmb).build()
        self.scale = scale
        self.seed = seed
        kmbStops = kmb.stops
        kmbVariants = kmb.variants
        missingKMBStopIDs = kmb.missingStopIDs
        citybusStops = citybus.stops
        citybusRoutes = citybus.routes
        jointRouteNumbers = kmb.jointRouteNumbers
    }

    /// Citybus directions with stops, as core variants.
    public var citybusVariants: [RouteVariant] { citybusRoutes.flatMap(\.variants) }

    /// Citybus route numbers that are special (and may answer 403).
    public var specialCitybusRoutes: [String] { citybusRoutes.filter(\.isSpecial).map(\.route) }

    /// Every variant of both operators.
    public var variants: [RouteVariant] { kmbVariants + citybusVariants }

    /// The number of KMB route-stop rows (`/route-stop` length).
    public var kmbRouteStopCount: Int { kmbVariants.reduce(0) { $0 + $1.stopIDs.count } }
}
