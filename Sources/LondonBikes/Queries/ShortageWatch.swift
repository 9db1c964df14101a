/// A favourite dock that has just run short of something, and the nearest docks that still have it.
public struct ShortageAlert: Sendable, Hashable {
    public var dock: Dock
    /// What ran short: bikes, e-bikes or spaces.
    public var missing: DockResource
    /// Up to three usable docks nearest the short one that have more than the threshold of what is missing.
    public var alternatives: [DockDistance]

    public init(dock: Dock, missing: DockResource, alternatives: [DockDistance]) {
        self.dock = dock
        self.missing = missing
        self.alternatives = alternatives
    }
}

/// Raises an alert when a favourite dock's bikes, e-bikes or spaces fall to a threshold, once per shortage: the
/// polls that follow while it lasts raise nothing, and only after the count rises above the threshold can it alert
/// again.
public struct ShortageWatch: Sendable {
    /// What is watched at each dock.
    public static let watched: [DockResource] = [.bikes, .eBikes, .spaces]
    /// How many alternatives an alert offers.
    public static let alternativeCount = 3

    /// A count at or below this is a shortage; 0 by default.
    public var threshold: Int
    /// The shortages alerted and not yet over, as `dockID/resource` (`BikePoints_1/ebikes`): what a server keeps on
    /// disk so a restart does not alert again.
    public private(set) var active: Set<String>

    /// A watch that has already alerted the shortages in `active`.
    public init(threshold: Int = 0, active: Set<String> = []) {
        self.threshold = max(0, threshold)
        self.active = active
    }

    /// The alerts for shortages that began since the last call, among the docks of `favourites` in `snapshot`.
    /// A count that is unknown, or a dock that is not usable, raises nothing.
    public mutating func alerts(for favouriteDockIDs: [String], in snapshot: DockSnapshot) -> [ShortageAlert] {
        var alerts: [ShortageAlert] = []
        var stillActive: Set<String> = []
        for dockID in favouriteDockIDs {
            guard let dock = snapshot.dock(id: dockID), dock.isUsable else { continue }
            for resource in Self.watched {
                guard let count = dock.counts.count(of: resource), count <= threshold else { continue }
                let key = "\(dockID)/\(resource.rawValue)"
                stillActive.insert(key)
                guard !active.contains(key) else { continue }
                alerts.append(
                    ShortageAlert(dock: dock, missing: resource, alternatives: alternatives(to: dock, resource, snapshot)))
            }
        }
        active = stillActive
        return alerts
    }

    private func alternatives(to dock: Dock, _ resource: DockResource, _ snapshot: DockSnapshot) -> [DockDistance] {
        snapshot.docks(near: dock.coordinate, limit: Self.alternativeCount, within: 5_000) { [threshold] other in
            other.id != dock.id && other.isUsable && (other.counts.count(of: resource) ?? 0) > threshold
        }
    }
}
