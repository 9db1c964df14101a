import Foundation

/// A saved stop, or a saved route at a stop, in its owner's list.
public struct Favourite: Sendable, Hashable, Codable, Identifiable {
    public typealias ID = EntityID<Favourite>

    public var id: ID
    /// The category it is filed under; `nil` is "uncategorised".
    public var categoryID: FavouriteCategory.ID?
    public var stopID: String
    /// The route variant at the stop, or `nil` when the whole stop is the favourite.
    public var route: RouteKey?
    /// Its place within its category, from 0.
    public var position: Int
    public var createdAt: Date

    public init(
        id: ID, categoryID: FavouriteCategory.ID?, stopID: String, route: RouteKey?, position: Int, createdAt: Date
    ) {
        self.id = id
        self.categoryID = categoryID
        self.stopID = stopID
        self.route = route
        self.position = position
        self.createdAt = createdAt
    }
}
