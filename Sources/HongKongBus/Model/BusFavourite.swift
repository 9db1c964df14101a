import NextStopCore

/// A Hong Kong bus favourite: a whole stop, or one route variant at a stop, as a `FavouriteItem` of the `hk-bus`
/// system (`stop` with the stop id; `route-stop` with the stop id and the route key `KMB:1:O:1` as its detail).
public struct BusFavourite: Sendable, Hashable {
    /// The system name of every Hong Kong bus favourite.
    public static let system = "hk-bus"

    public var stopID: String
    /// The route variant at the stop, or `nil` when the whole stop is the favourite.
    public var route: RouteKey?

    public init(stopID: String, route: RouteKey? = nil) {
        self.stopID = stopID
        self.route = route
    }

    /// The bus favourite an item describes, or `nil` for another system's item or one this version cannot read.
    public init?(_ item: FavouriteItem) {
        guard item.system == Self.system else { return nil }
        switch (item.kind, item.detail) {
        case ("stop", nil): self.init(stopID: item.id)
        case ("route-stop", let detail?):
            guard let route = RouteKey(detail) else { return nil }
            self.init(stopID: item.id, route: route)
        default: return nil
        }
    }

    /// The item as the favourites store keeps it.
    public var item: FavouriteItem {
        FavouriteItem(
            system: Self.system, kind: route == nil ? "stop" : "route-stop", id: stopID, detail: route?.description)
    }
}
