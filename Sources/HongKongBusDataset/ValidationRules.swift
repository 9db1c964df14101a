import HongKongBus
import NextStopCore
import NextStopDataset

/// The thresholds a collected dataset must meet before it is published.
public struct ValidationRules: Sendable, Hashable {
    public var minimumRoutes: Int
    public var minimumStops: Int
    /// Listed route directions that turned out to have no stops, as a fraction of all listed.
    public var maximumRoutesWithoutStops: Double
    /// Listed route directions the operator refused (403) or that kept failing, as a fraction of all listed.
    public var maximumUnavailableRoutes: Double
    /// Stops that routes use but the operators do not describe, as a fraction of all stops.
    public var maximumPlaceholderStops: Double
    /// How much smaller than the current dataset (in routes or stops) a new one may be.
    public var maximumShrink: Double
    public var requiredCompanies: [Company]
    public var bounds: GeoBounds

    public init(
        minimumRoutes: Int = 1_000, minimumStops: Int = 4_000, maximumRoutesWithoutStops: Double = 0.10,
        maximumUnavailableRoutes: Double = 0.30, maximumPlaceholderStops: Double = 0.02, maximumShrink: Double = 0.20,
        requiredCompanies: [Company] = [.kmb, .ctb], bounds: GeoBounds = .hongKong
    ) {
        self.minimumRoutes = minimumRoutes
        self.minimumStops = minimumStops
        self.maximumRoutesWithoutStops = maximumRoutesWithoutStops
        self.maximumUnavailableRoutes = maximumUnavailableRoutes
        self.maximumPlaceholderStops = maximumPlaceholderStops
        self.maximumShrink = maximumShrink
        self.requiredCompanies = requiredCompanies
        self.bounds = bounds
    }
}

extension ValidationRules {
    /// The shared rule a new network must pass to replace the current one, at `maximumShrink`.
    var replacement: ReplacementRule {
        ReplacementRule(dataset: HKBusDataset.name, compared: ["routes", "stops"], minimumShare: 1 - maximumShrink)
    }

    /// Rules for the simulator's tiny network, which holds every quirk in a few routes: a third of its Citybus
    /// directions have no stops and one of its ~40 stops is missing from the stop list, by design.
    public static let smallNetwork = ValidationRules(
        minimumRoutes: 1, minimumStops: 1, maximumRoutesWithoutStops: 0.5, maximumPlaceholderStops: 0.05)
}
