import NextStopCore

/// A saved dock as its owner's list shows it: the favourite, the dock as last fetched (nil when TfL no longer lists
/// it) and its distance from the viewer.
public struct FavouriteDock: Sendable, Hashable {
    /// The favourite's id in the store.
    public var favouriteID: Favourite.ID
    public var dockID: String
    /// The name the owner gave it, if any.
    public var label: String?
    public var dock: Dock?
    /// Straight-line metres from the viewer; nil without a viewer's position or a dock.
    public var metres: Double?
    /// When it alerts, kind by kind.
    public var thresholds: ShortageThresholds

    public init(
        favouriteID: Favourite.ID, dockID: String, label: String? = nil, dock: Dock?, metres: Double? = nil,
        thresholds: ShortageThresholds = .standard
    ) {
        self.favouriteID = favouriteID
        self.dockID = dockID
        self.label = label
        self.dock = dock
        self.metres = metres
        self.thresholds = thresholds
    }

    /// The name shown: the owner's label, else TfL's name, else the id.
    public var displayName: String { label ?? dock?.name ?? dockID }
}

/// How a list of favourite docks is ordered.
public enum FavouriteOrder: String, Sendable, Hashable, CaseIterable {
    /// Nearest the viewer first (the default); the saved order where distances are unknown.
    case distance
    /// By name, case and accents aside, so `Étoile` sits among the E's.
    case name
    /// The order the owner arranged by hand, as the store keeps it.
    case manual
}

extension DockSnapshot {
    /// The favourites of bike system `system` (its `favouritesKey`) among the owner's `favourites` (in their saved
    /// order) as docks, with distances from `viewer`, in `order`; other systems' favourites are left out.
    public func favouriteDocks(
        _ favourites: [Favourite], of system: String, from viewer: Coordinate?, order: FavouriteOrder
    ) -> [FavouriteDock] {
        let rows = favourites.compactMap { favourite -> FavouriteDock? in
            guard let saved = BikeFavourite(favourite.item, system: system) else { return nil }
            let dock = dock(id: saved.dockID)
            let metres = viewer.flatMap { viewer in dock.map { viewer.distance(to: $0.coordinate) } }
            return FavouriteDock(
                favouriteID: favourite.id, dockID: saved.dockID, label: favourite.label, dock: dock, metres: metres,
                thresholds: ShortageThresholds(settings: favourite.settings))
        }
        switch order {
        case .manual:
            return rows
        case .name:
            let keyed = rows.enumerated().map { (key: DockName.key($1.displayName), index: $0, row: $1) }
            return keyed.sorted { left, right in
                if left.key != right.key { return left.key < right.key }
                return left.index < right.index
            }.map(\.row)
        case .distance:
            // A stable sort: rows without a distance keep their saved order, after those with one.
            let indexed = rows.enumerated().map { (index: $0, row: $1) }
            return indexed.sorted { left, right in
                switch (left.row.metres, right.row.metres) {
                case (let l?, let r?) where l != r: l < r
                case (.some, nil): true
                case (nil, .some): false
                default: left.index < right.index
                }
            }.map(\.row)
        }
    }
}
