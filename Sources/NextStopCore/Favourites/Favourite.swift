import Foundation

/// What a favourite points at, in the terms of the system that owns it: a bus stop or a route at a stop in Hong Kong,
/// a station pair on Caltrain, a dock in London.
///
/// The core never reads `kind`, `id` or `detail`; each system declares its kinds and what the fields mean.
public struct FavouriteItem: Sendable, Hashable, Codable {
    /// The system that owns the item (`hk-bus`).
    public var system: String
    /// What sort of item it is within the system (`stop`, `route-stop`).
    public var kind: String
    /// The item's id in the system (a stop id, a dock id, an origin station).
    public var id: String
    /// A second id that narrows the item (a route variant at the stop, a destination), or `nil`.
    public var detail: String?

    public init(system: String, kind: String, id: String, detail: String? = nil) {
        self.system = system
        self.kind = kind
        self.id = id
        self.detail = detail
    }
}

/// A saved item in its owner's list.
public struct Favourite: Sendable, Hashable, Codable, Identifiable {
    public typealias ID = EntityID<Favourite>

    public var id: ID
    /// The category it is filed under; `nil` is "uncategorised".
    public var categoryID: FavouriteCategory.ID?
    public var item: FavouriteItem
    /// The name the user gave it, or `nil` to show the item's own name.
    public var label: String?
    /// Its place within its category, from 0.
    public var position: Int
    public var createdAt: Date
    /// What its system keeps for it besides the item (a dock's alert thresholds), as JSON the system writes and reads;
    /// `nil` until the system sets some.
    public var settings: String?

    public init(
        id: ID, categoryID: FavouriteCategory.ID?, item: FavouriteItem, label: String? = nil, position: Int,
        createdAt: Date, settings: String? = nil
    ) {
        self.id = id
        self.categoryID = categoryID
        self.item = item
        self.label = label
        self.position = position
        self.createdAt = createdAt
        self.settings = settings
    }
}

/// What a user asks to save: an item with an optional label, optionally filed under a category.
public struct NewFavourite: Sendable, Hashable, Codable {
    public var item: FavouriteItem
    public var label: String?
    /// The category to file it under; `nil` is "uncategorised".
    public var categoryID: FavouriteCategory.ID?

    public init(item: FavouriteItem, label: String? = nil, categoryID: FavouriteCategory.ID? = nil) {
        self.item = item
        self.label = label
        self.categoryID = categoryID
    }
}
