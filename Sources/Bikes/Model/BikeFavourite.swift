import NextStopCore

/// A bikes favourite: one dock of one system, as a `FavouriteItem` whose system is the bike system's
/// `favouritesKey` (`london-bikes`), kind `dock`, and the dock's id as its id.
public struct BikeFavourite: Sendable, Hashable {
    /// The one kind of item the system saves.
    public static let kind = "dock"

    /// The bike system's `favouritesKey`.
    public var system: String
    public var dockID: String

    public init(system: String, dockID: String) {
        self.system = system
        self.dockID = dockID
    }

    /// The favourite an item of `system` describes, or `nil` for another system's item or a kind this version cannot
    /// read.
    public init?(_ item: FavouriteItem, system: String) {
        guard item.system == system, item.kind == Self.kind, item.detail == nil else { return nil }
        self.system = system
        dockID = item.id
    }

    /// The item as the favourites store keeps it.
    public var item: FavouriteItem { FavouriteItem(system: system, kind: Self.kind, id: dockID) }
}
