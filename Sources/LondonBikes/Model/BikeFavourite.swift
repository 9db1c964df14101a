import NextStopCore

/// A London bikes favourite: one dock, as a `FavouriteItem` of the `london-bikes` system (kind `dock`, the dock's
/// TfL id as its id).
public struct BikeFavourite: Sendable, Hashable {
    /// The system name of every London bikes favourite.
    public static let system = "london-bikes"
    /// The one kind of item the system saves.
    public static let kind = "dock"

    public var dockID: String

    public init(dockID: String) {
        self.dockID = dockID
    }

    /// The favourite an item describes, or `nil` for another system's item or a kind this version cannot read.
    public init?(_ item: FavouriteItem) {
        guard item.system == Self.system, item.kind == Self.kind, item.detail == nil else { return nil }
        dockID = item.id
    }

    /// The item as the favourites store keeps it.
    public var item: FavouriteItem { FavouriteItem(system: Self.system, kind: Self.kind, id: dockID) }
}
