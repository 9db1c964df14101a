/// A favourite dock that has just run short of something, and the nearest docks that still have it.
public struct ShortageAlert: Sendable, Hashable {
    public var dock: Dock
    /// What ran short: bikes, e-bikes or spaces.
    public var missing: DockResource
    /// The level the favourite watches `missing` at: the count fell to it or below.
    public var threshold: Int
    /// Up to three usable docks nearest the short one that have more than the threshold of what is missing.
    public var alternatives: [DockDistance]

    public init(dock: Dock, missing: DockResource, threshold: Int, alternatives: [DockDistance]) {
        self.dock = dock
        self.missing = missing
        self.threshold = threshold
        self.alternatives = alternatives
    }
}

/// Raises an alert when a favourite dock's bikes, e-bikes or spaces fall to the favourite's threshold for that kind,
/// once per shortage: the polls that follow while it lasts raise nothing, and only after the count rises above the
/// threshold can it alert again.
public struct ShortageWatch: Sendable {
    /// How many alternatives an alert offers.
    public static let alternativeCount = 3

    /// The shortages alerted and not yet over, as `dockID/resource` (`BikePoints_1/ebikes`): what a server keeps on
    /// disk so a restart does not alert again.
    public private(set) var active: Set<String>

    /// A watch that has already alerted the shortages in `active`.
    public init(active: Set<String> = []) {
        self.active = active
    }

    /// The alerts for shortages that began since the last call, among `favourites` (made from `snapshot`, whose
    /// docks the alternatives come from), each kind at the favourite's own threshold. A count that is unknown, or a
    /// dock that is missing or not usable, raises nothing.
    public mutating func alerts(for favourites: [FavouriteDock], in snapshot: DockSnapshot) -> [ShortageAlert] {
        var alerts: [ShortageAlert] = []
        var stillActive: Set<String> = []
        for favourite in favourites {
            guard let dock = favourite.dock, dock.isUsable else { continue }
            for resource in ShortageThresholds.watched {
                guard let threshold = favourite.thresholds[resource], let count = dock.counts.count(of: resource),
                    count <= threshold
                else { continue }
                let key = "\(dock.id)/\(resource.rawValue)"
                stillActive.insert(key)
                guard !active.contains(key) else { continue }
                let alternatives = Self.alternatives(to: dock, having: resource, above: threshold, in: snapshot)
                alerts.append(
                    ShortageAlert(dock: dock, missing: resource, threshold: threshold, alternatives: alternatives))
            }
        }
        active = stillActive
        return alerts
    }

    private static func alternatives(
        to dock: Dock, having resource: DockResource, above threshold: Int, in snapshot: DockSnapshot
    ) -> [DockDistance] {
        snapshot.docks(near: dock.coordinate, limit: alternativeCount, within: 5_000) { other in
            other.id != dock.id && other.isUsable && (other.counts.count(of: resource) ?? 0) > threshold
        }
    }
}
